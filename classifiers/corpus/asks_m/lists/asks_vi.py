from ._fmt import parse_asks

ASKS = parse_asks("vi", r"""
## translate
dịch sang tiếng việt giúp mình
dịch ra tiếng Việt nhé, giữ nguyên code
{en} dịch sang tiếng anh, mình gửi cho khách
[email] khách này nói gì vậy? dịch giúp
[issue,ticket] dịch cái ticket này cho team đọc
{en} [chat] dịch đoạn chat này sang tiếng anh

## summarize
tóm tắt giúp mình
tóm lại 3 ý chính
tl;dr?
[ci_log,server_log] lỗi gì vậy, nói ngắn gọn
[email] khách muốn gì, tóm tắt
[chat] cuối cùng thread này chốt gì?
[pr_desc,diff] tóm tắt 2 câu cho release notes

## draft_reply
[email] soạn email trả lời khách, lịch sự
[email] viết trả lời: xin lỗi và nói đang xử lý
[issue] viết comment trên issue xin log với phiên bản
[review] giúp mình trả lời reviewer

## explain
cái này nghĩa là gì?
giải thích lỗi này giúp mình
[stack_trace] giải thích stack trace, lỗi thật nằm ở đâu
[ci_log] sao job bị fail?
[config] config này làm gì, giải thích từng dòng
[function] hàm này làm gì vậy?
[server_log] log này đang nói gì?

## explain @inline
{E} là lỗi gì vậy?
mình bị {E}, giải thích giúp

## extract
[issue,ticket] lấy các bước tái hiện thành danh sách đánh số
[chat,email] liệt kê việc cần làm và ai phụ trách
[spec,ticket] liệt kê tiêu chí nghiệm thu

## triage
[issue,ticket] mức độ ưu tiên nên là gì? P1 hay P2?
[server_log,stack_trace] cái này nghiêm trọng không, có cần xử lý ngay?

## title
[issue,email] đặt tiêu đề ticket cho cái này
[diff] tiêu đề PR cho diff này

## convert
[data_sample] chuyển sang JSON
[schema] tạo type TypeScript từ schema này

## review_code
[diff] review diff này giúp
[function] hàm này có bug không, review giúp

## fix_snippet
[function] sửa bug trong hàm này
[function] input rỗng là crash, sửa giúp

## refactor_snippet
[function] viết lại cho dễ đọc, giữ nguyên hành vi

## document_snippet
[function] thêm docstring

## test_snippet
[function] viết unit test cho hàm này
[function] viết test cho các trường hợp biên

## commit_message
[diff] viết commit message
[diff] commit message tiếng anh kiểu conventional commits

## write_query
[schema] viết SQL tìm khách chưa từng đặt hàng

## reword
[pr_desc] viết lại mô tả PR cho rõ ràng
[email] viết lại email này cho nhẹ nhàng hơn

## fix_in_repo
sửa cái này trong code mình
fix giúp mình nhé
[issue,ticket] tìm nguyên nhân trong code rồi sửa, thêm test luôn
[stack_trace] sửa crash này trong repo
[server_log] tìm xem sao service mình ra lỗi này rồi sửa
[email] khách nói đúng, sửa đi
[chat] sửa cái mọi người đang bàn
[issue] fix issue này rồi mở PR

## fix_in_repo @inline
pull main xong bị {E}, sửa trong repo giúp

## implement
[ticket] làm ticket này
[spec,ticket] làm tính năng này theo spec trong project mình
[api_doc] tích hợp API này vào backend
[chat] làm theo cái đã thống nhất

## locate_source
[stack_trace,server_log] tìm xem lỗi này ném ra từ đâu trong code mình
[advisory] xem repo có dùng gói này không

## locate_source @inline
{E} xuất phát từ đâu trong codebase? tìm giúp

## fix_ci
cho CI xanh lại
[ci_log] pipeline đỏ rồi, sửa giúp
[ci_log] sửa mấy test đang fail
[ci_log] sửa build rồi push

## upgrade_dep
[advisory] nâng cấp gói này ở tất cả service
[advisory] bump version mọi chỗ rồi chạy test

## apply_review
[review] áp dụng mấy comment review này vào PR
[review] sửa hết những gì reviewer yêu cầu

## update_callers
[diff] cập nhật tất cả chỗ gọi theo signature mới
[api_doc] chuyển code mình sang API mới

## add_regression_tests
[issue,stack_trace] thêm regression test vào bộ test của mình
[function] thêm test vào thư mục tests rồi chạy

## reproduce
[issue,ticket] thử tái hiện ở local xem
[stack_trace,email] tái hiện lỗi này trên bản build local

## handoff
cái này bạn nhận nhé?
giao cho bạn đó
bạn xử lý giúp cái này
cái này của bạn
lo giùm mình cái này
""")
