"""East Asian languages: Chinese, Japanese, Korean.

Same shapes as lists/en.py.
"""

# ---------------------------------------------------------------- zh
_ZH_PLAN = [
    "我们首页加载太慢了，你会怎么优化？",
    "我会按这个顺序：\n1）图片改用 WebP 并按尺寸裁剪；\n2）首屏用不到的 JS 拆包、懒加载；\n3）接口合并，首屏只发一个请求。\n"
    "先做 2，通常收益最大。",
]
_ZH_LOCK = [
    "讲讲什么是乐观锁？",
    "乐观锁假设冲突很少：读数据时带上版本号，更新时加上 `WHERE version = 旧版本` 并把版本加一；如果更新影响 0 行，"
    "说明别人先改了，需要重试或报错。悲观锁则是先 `SELECT ... FOR UPDATE` 锁住再改。",
]
_ZH_HI = ["在吗", "在的！有什么可以帮你？"]
_ZH_COUPON_CTX = (
    "# services/coupon.py\n"
    "def apply_coupon(total, coupon):\n"
    "    if total > coupon.min_amount:\n"
    "        return total - coupon.amount\n"
    "    return total\n"
)

# ---------------------------------------------------------------- ja
_JA_PLAN = [
    "管理画面の一覧ページが重いんだけど、どう改善する？",
    "次の3つを検討します。\n1) 一覧APIにページネーションを入れる（今は全件返却）。\n2) N+1になっている関連データの取得を"
    "まとめる。\n3) よく使う絞り込み条件にインデックスを貼る。\nまずは1からがおすすめです。",
]
_JA_VOLUME = [
    "Dockerのボリュームとバインドマウントの違いを教えて",
    "ボリュームはDockerが管理する領域にデータを置き、コンテナを消しても残ります。バインドマウントはホストの任意の"
    "ディレクトリをそのままコンテナに見せる方式で、開発中のソースコード共有などに向いています。",
]
_JA_HELLO = ["こんにちは", "こんにちは！何をお手伝いしましょうか？"]
_JA_TAX_CTX = (
    "// src/utils/tax.ts\n"
    "export const withTax = (price: number) => Math.round(price * 1.1);\n"
)

# ---------------------------------------------------------------- ko
_KO_PLAN = [
    "API 응답이 너무 느린데 어떻게 개선하면 좋을까?",
    "세 가지를 제안해요.\n1) 자주 조회되는 상품 정보를 Redis에 5분 캐시.\n2) 응답에서 안 쓰는 필드 제거.\n"
    "3) 외부 재고 API 호출을 병렬로 처리.\n1번이 효과가 제일 클 거예요.",
]
_KO_JWT = [
    "JWT랑 세션 방식 차이가 뭐야?",
    "세션 방식은 서버가 로그인 상태를 저장하고 클라이언트는 세션 ID만 쿠키로 들고 있어요. JWT는 상태를 토큰 안에 "
    "서명해서 담기 때문에 서버가 저장할 필요가 없지만, 만료 전에 강제로 무효화하기가 어렵다는 단점이 있어요.",
]
_KO_HI = ["안녕", "안녕하세요! 무엇을 도와드릴까요?"]
_KO_PRICE_CTX = (
    "// app/src/main/java/com/shop/util/Price.kt\n"
    "fun discount(price: Int, rate: Int): Int = price * (1 - rate / 100)\n"
)


DATA = {
    "zh": {
        "pairs": [
            ("fix_repo_bug", "身份证号校验把最后一位是 X 的都判成无效了，修一下",
             "small_code", "写个 python 函数校验 18 位身份证号的校验码"),
            ("fix_repo_bug", "导出的 CSV 用 Excel 打开中文全是乱码，帮我修",
             "general_question", "为什么 UTF-8 的 CSV 用 Excel 打开会乱码？加 BOM 有用吗？"),
            ("run_and_report", "跑一下单测，告诉我哪些挂了",
             "tool_question", "go test 的 -race 参数是干嘛的？"),
            ("fix_ci", "我分支上的 CI 一直红，帮忙看看",
             "tool_question", "GitHub Actions 里怎么给 job 设置超时时间？"),
            ("diagnose_repo", "为啥我们接口的 P99 突然涨到 2 秒了？查一下",
             "general_question", "解释一下 P99 延迟，以及它为什么比平均值更有用"),
            ("repo_question", "微信支付的回调是在哪个文件里处理的？",
             "general_question", "讲讲支付回调为什么一定要做验签和幂等"),
            ("change_repo_code", "用户列表能加一个按拼音排序的选项吗？",
             "small_code", "python 里把中文名按拼音排序，给个简单例子"),
            ("write_repo_tests", "可以给订单模块补一下单元测试吗？",
             "test_given_function",
             "给这个函数写几个测试：\n```go\nfunc Abs(x int) int {\n\tif x < 0 {\n\t\treturn -x\n\t}\n\treturn x\n}\n```"),
            ("update_dependency", "把 vue 从 2.7 升到 3，看看哪里会崩",
             "general_question", "对比一下 vue 2 和 vue 3 的响应式原理"),
            ("diagnose_and_fix", "老项目读 GBK 文件的时候报错，找下原因顺手修掉",
             "explain_error_text", "这个报错啥意思：UnicodeDecodeError: 'utf-8' codec can't decode byte 0xd6 in position 0"),
            ("change_repo_code", "金额显示能改成 ¥1,234.50 这种格式吗？",
             "small_code", "js 用 Intl 把 1234.5 格式化成人民币"),
            ("fix_repo_bug", "小程序里下拉刷新后列表数据重复了，修一下",
             "general_question", "下拉刷新和上拉加载的分页一般怎么设计才不会重复？"),
            ("repo_question", "utils/retry.ts 这个还有地方在用吗？",
             "general_question", "说明一下指数退避重试为什么要加随机抖动"),
            ("diagnose_repo", "redis 内存一直涨，看看是我们哪个 key 没设过期",
             "tool_question", "redis 怎么查看一个 key 还剩多久过期？"),
            ("change_repo_code", "登录接口能加个图形验证码吗？",
             "general_question", "图形验证码现在还有用吗，有什么替代方案？"),
            ("repo_writeup", "根据我暂存的改动写个 commit message",
             "commit_message_diff",
             "给这个 diff 写个提交信息：\n```diff\n--- a/src/api/user.ts\n+++ b/src/api/user.ts\n@@ -5,3 +5,3 @@\n"
             " import axios from 'axios'\n-const TIMEOUT = 3000\n+const TIMEOUT = 10000\n```"),
            ("fix_repo_bug", "页面上的时间比北京时间慢了 8 小时，帮我改好",
             "general_question", "为什么数据库存的是 UTC，前端显示会差 8 小时？"),
            ("scaffold_project", "用 gin 搭一个新项目：注册登录、JWT、单元测试、Dockerfile 都要",
             "small_code", "gin 最小的 hello world"),
            dict(h=_ZH_PLAN,
                 l=("continue_plan", "行，先做 2 吧"),
                 s=("chat_followup", "拆包懒加载具体是怎么回事？")),
            dict(l=("apply_to_repo", "满 100 减的券在正好 100 的时候不减，改一下，顺便看看购物车那边是不是也这么判断的", _ZH_COUPON_CTX),
                 s=("fix_snippet", "正好 100 的时候不生效，这段哪里写错了？", _ZH_COUPON_CTX)),
            dict(h=_ZH_LOCK,
                 l=("change_repo_code", "好，给我们的库存扣减加上乐观锁"),
                 s=("chat_followup", "那高并发秒杀的场景用哪个更合适？")),
            dict(h=_ZH_HI,
                 l=("diagnose_and_fix", "测试环境登录一直 502，帮我看下"),
                 s=("conversational", "没事了，刚才手滑发错了")),
        ],
        "long": [
            ("fix_repo_bug", "iOS 上输入框被键盘挡住了，修一下"),
            ("run_and_report", "跑下 eslint，把报错列出来"),
            ("repo_question", "deploy.sh 里那段 rsync 到底同步了哪些目录？"),
            ("change_repo_code", "给命令行工具加个 --dry-run，先只打印不执行"),
            ("diagnose_and_fix", "定时任务每天凌晨都会重复发短信，查清楚然后修掉"),
            ("write_repo_tests", "把 utils 里的日期函数补上测试"),
        ],
        "single": [
            ("conversational", "好了，谢谢！"),
            ("conversational", "哈喽"),
            ("tool_question", "git 怎么撤销一个已经 push 的 merge？"),
            ("regex", "写个正则匹配中国大陆手机号"),
            ("general_question", "什么是微服务架构？用大白话讲讲"),
            ("translate_code",
             "把这段 Java 改成 Go：\n```java\nString s = list.stream().map(String::toUpperCase).collect(Collectors.joining(\",\"));\n```"),
        ],
    },
    "ja": {
        "pairs": [
            ("fix_repo_bug", "全角数字で電話番号を入れるとバリデーションで弾かれるので、直してください",
             "small_code", "JavaScriptで全角英数字を半角に変換する関数"),
            ("fix_repo_bug", "和暦の表示が「令和元年」じゃなくて「令和1年」になってる、修正して",
             "general_question", "和暦の改元ってシステム的にどう扱うのが定番？"),
            ("run_and_report", "テスト回して、落ちてるやつ教えて",
             "tool_question", "jestでスナップショットを更新するコマンドを教えて"),
            ("fix_ci", "mainでCIが落ちてるので原因調べて直してもらえますか",
             "tool_question", "GitHub Actionsのconcurrencyって何に使うの？"),
            ("diagnose_repo", "バッチ処理が最近やたら遅い理由を調べて",
             "general_question", "バルクインサートが1件ずつのINSERTより速い理由を説明して"),
            ("repo_question", "消費税の計算ってどこでやってます？軽減税率には対応してる？",
             "general_question", "消費税の端数処理って切り捨てが一般的？"),
            ("change_repo_code", "郵便番号を入れたら住所が自動入力されるようにできますか？",
             "regex", "郵便番号（123-4567、ハイフンなしも可）の正規表現"),
            ("write_repo_tests", "請求書モジュールのテスト書いてもらえますか？",
             "test_given_function",
             "この関数のテストを書いて：\n```python\ndef zenkaku_to_hankaku(s):\n"
             "    return s.translate(str.maketrans('０１２３４５６７８９', '0123456789'))\n```"),
            ("update_dependency", "Rails 7.2に上げて、壊れたところを直して",
             "general_question", "Rails 7 の Hotwire をざっくり説明して"),
            ("diagnose_and_fix", "メールの件名が文字化けする件、原因を突き止めて直して",
             "general_question", "メールの件名に日本語を使うとき、エンコードってどうなってるの？"),
            ("change_repo_code", "ログイン画面に「パスワードを表示」のチェックボックスを付けて",
             "small_code", "パスワード入力欄の表示/非表示を切り替える最小のJS"),
            ("fix_repo_bug", "検索で半角カナの「ﾃｽﾄ」がヒットしない、直して",
             "small_code", "Pythonで半角カナを全角に変換するには？"),
            ("repo_question", "この legacy_export.py ってまだどこかから呼ばれてる？",
             "naming", "「未払いの請求書を取得する」関数のいい英語名ある？"),
            ("diagnose_repo", "ステージングだけセッションが頻繁に切れるの、なんでか見てもらえる？",
             "general_question", "Cookie の SameSite=Lax と Strict の違いを説明して"),
            ("change_repo_code", "APIのタイムアウトを環境変数で設定できるようにしてくれる？",
             "small_code", "Goで環境変数を数値で読んで、なければデフォルト値を使うコード"),
            ("repo_writeup", "今のブランチの変更内容からプルリクの説明文を書いて",
             "rewrite_text", "このPR説明をもう少しちゃんとした文章にして：「ログインのバグ直した、テスト追加、あとリファクタ少し」"),
            ("fix_repo_bug", "iPhoneのSafariだけ日付が Invalid Date になる、修正お願い",
             "general_question", "なんでSafariだと `new Date('2024-03-01 10:00')` が Invalid Date になるの？"),
            ("scaffold_project", "Next.jsで新規プロジェクト作って。認証、テスト、Dockerまで一式で",
             "tool_question", "create-next-app で TypeScript を有効にするオプションは？"),
            dict(h=_JA_PLAN,
                 l=("continue_plan", "じゃあ1と2をお願い"),
                 s=("chat_followup", "N+1ってそもそも何でしたっけ？")),
            dict(l=("apply_to_repo", "軽減税率8%にも対応させて、呼び出し側も合わせて直して", _JA_TAX_CTX),
                 s=("rewrite_code", "軽減税率8%にも対応できるよう引数を追加して", _JA_TAX_CTX)),
            dict(h=_JA_VOLUME,
                 l=("change_repo_code", "了解、うちのdocker-composeのDBをボリュームに切り替えておいて"),
                 s=("chat_followup", "本番ではどっちを使うべき？")),
            dict(h=_JA_HELLO,
                 l=("diagnose_and_fix", "決済のWebhookが最近たまに二重で処理されてるみたい、見てもらえますか"),
                 s=("conversational", "あ、大丈夫です、間違えて送信しました")),
        ],
        "long": [
            ("fix_repo_bug", "モーダルを閉じてもスクロールがロックされたままになるバグ直して"),
            ("run_and_report", "lint 走らせて警告の数だけ教えて"),
            ("repo_question", "Makefile の deploy ターゲットって何してる？"),
            ("change_repo_code", "CSVダウンロードのファイル名に日付を入れられる？"),
            ("diagnose_and_fix", "夜間バッチが月末だけ失敗するので原因を調べて直して"),
            ("write_repo_tests", "注文キャンセル処理に回帰テスト追加しといて"),
        ],
        "single": [
            ("conversational", "ありがとう、助かりました！"),
            ("conversational", "やっぱいいや、自己解決した"),
            ("tool_question", "git で特定のファイルだけ stash するには？"),
            ("small_code", "Pythonでリストをn個ずつに分割するワンライナー"),
            ("general_question", "クリーンアーキテクチャってざっくり言うと何？"),
            ("explain_error_text", "「No 'Access-Control-Allow-Origin' header is present」ってどういう意味？"),
        ],
    },
    "ko": {
        "pairs": [
            ("fix_repo_bug", "검색창에 한글 입력하면 마지막 글자가 두 번 들어가요, 고쳐주세요",
             "general_question", "한글 입력할 때 keydown에서 isComposing 체크를 왜 해야 하나요?"),
            ("fix_repo_bug", "사업자등록번호 검증이 정상 번호도 막아요, 수정해줘",
             "small_code", "사업자등록번호 체크섬 검증하는 JS 함수"),
            ("run_and_report", "테스트 돌려보고 실패한 거 알려줘",
             "tool_question", "gradle에서 테스트 하나만 실행하는 방법 알려줘"),
            ("fix_ci", "CI가 빌드 단계에서 계속 터지는데 좀 봐줄래?",
             "tool_question", "GitHub Actions에서 secrets는 어떻게 써요?"),
            ("diagnose_repo", "우리 앱 첫 화면 뜨는 데 왜 5초나 걸리는지 확인해줘",
             "general_question", "안드로이드 콜드 스타트가 느린 흔한 원인 정리해줘"),
            ("repo_question", "카카오 로그인 콜백은 어디서 처리하고 있어?",
             "general_question", "OAuth 인가 코드 방식 흐름을 간단히 설명해줘"),
            ("change_repo_code", "초성 검색 되게 해줘 (ㄱㅅ 치면 '김수'가 나오게)",
             "small_code", "한글 문자열에서 초성만 뽑는 JS 함수"),
            ("write_repo_tests", "포인트 적립 로직에 테스트 좀 짜줄 수 있어?",
             "test_given_function",
             "이 함수 테스트 코드 작성해줘:\n```java\npublic static boolean isAdult(int age) {\n    return age >= 19;\n}\n```"),
            ("update_dependency", "spring boot 3으로 올리고 깨지는 거 고쳐줘",
             "general_question", "spring boot 3의 최소 자바 버전 알려줘"),
            ("diagnose_and_fix", "엑셀 다운로드하면 한글 파일명이 깨져요, 원인 찾아서 고쳐줘",
             "explain_error_text", "'Invalid character found in the request target' 이 에러 무슨 뜻이야?"),
            ("change_repo_code", "가격을 '12,000원' 형식으로 보여줄 수 있을까?",
             "small_code", "JS로 숫자를 '12,000원' 형식으로 바꾸는 한 줄"),
            ("fix_repo_bug", "로그에 주민번호 뒷자리가 마스킹 안 되고 그대로 찍혀요, 수정 부탁",
             "regex", "주민등록번호 뒷자리 7자리를 *로 가리는 정규식"),
            ("repo_question", "이 OrderLegacyService 아직 쓰는 데 있어?",
             "general_question", "안 쓰는 코드는 바로 지우는 게 나아, deprecated 표시가 나아?"),
            ("diagnose_repo", "배치가 매일 새벽에 OOM으로 죽는 이유 좀 찾아봐",
             "explain_error_text", "java.lang.OutOfMemoryError: GC overhead limit exceeded 는 무슨 뜻?"),
            ("change_repo_code", "회원가입에 이메일 인증 단계 추가해줄래?",
             "general_question", "이메일 인증 링크 토큰 만료 시간은 보통 얼마로 하는지 알려줘"),
            ("repo_writeup", "지금 스테이징된 변경사항으로 커밋 메시지 써줘",
             "commit_message_diff",
             "이 diff 커밋 메시지 써줘:\n```diff\n--- a/app/models/user.rb\n+++ b/app/models/user.rb\n@@ -1,2 +1,3 @@\n"
             " class User < ApplicationRecord\n+  validates :email, presence: true, uniqueness: true\n end\n```"),
            ("fix_repo_bug", "다크모드에서 버튼 글씨가 안 보여요 ㅠㅠ 고쳐줘",
             "small_code", "CSS 변수로 라이트/다크 테마 색상 바꾸는 예시"),
            ("scaffold_project", "express랑 prisma로 게시판 API 새로 만들어줘. 테스트랑 도커도 같이",
             "small_code", "prisma 스키마에서 게시글 모델 하나만 예시로 보여줘"),
            dict(h=_KO_PLAN,
                 l=("continue_plan", "좋아, 1번이랑 3번 해줘"),
                 s=("chat_followup", "캐시 무효화는 보통 어떻게 해?")),
            dict(l=("apply_to_repo", "할인이 안 먹혀. 고치고 이거 쓰는 화면들도 같이 확인해줘", _KO_PRICE_CTX),
                 s=("fix_snippet", "이거 할인율 넣어도 가격이 그대로인데 왜 그래?", _KO_PRICE_CTX)),
            dict(h=_KO_JWT,
                 l=("change_repo_code", "ㅇㅋ 그럼 우리 서비스 로그인을 세션 방식으로 바꿔줘"),
                 s=("chat_followup", "그럼 모바일 앱은 보통 뭘 써?")),
            dict(h=_KO_HI,
                 l=("diagnose_and_fix", "푸시 알림이 iOS에서만 안 와요, 좀 봐주세요"),
                 s=("conversational", "아 아니에요, 잘못 보냈어요 ㅎㅎ")),
        ],
        "long": [
            ("fix_repo_bug", "무한 스크롤에서 마지막 페이지 데이터가 두 번 붙어요, 고쳐줘"),
            ("run_and_report", "린트 돌려서 에러 목록만 뽑아줘"),
            ("repo_question", "scripts/cleanup.sh 이거 돌려도 되는 거야? 뭐 하는 스크립트야?"),
            ("change_repo_code", "로그인 유지 기간 30일로 늘려줄 수 있어?"),
            ("diagnose_and_fix", "결제 완료 알림톡이 가끔 안 나가는데 원인 찾아서 해결해줘"),
            ("write_repo_tests", "쿠폰 적용 로직 테스트 커버리지 좀 올려줘"),
        ],
        "single": [
            ("conversational", "감사합니다! 해결됐어요"),
            ("conversational", "ㅎㅇ"),
            ("tool_question", "git에서 브랜치 이름 바꾸는 명령어 뭐였지?"),
            ("regex", "한국 휴대폰 번호(010-1234-5678) 정규식"),
            ("general_question", "이벤트 드리븐 아키텍처가 뭔지 쉽게 설명해줘"),
            ("docstring", "이 함수에 주석 달아줘:\n```python\ndef 평균(xs):\n    return sum(xs) / len(xs) if xs else 0\n```"),
        ],
    },
}

# Extra pairs that cut against surface cues (pasted material in long asks, questions vs imperatives).
_ZH_LOCKWAIT = "ERROR 1205 (HY000): Lock wait timeout exceeded; try restarting transaction"
_ZH_MASK = "String masked = phone.substring(0, 3) + \"****\" + phone.substring(7);"
_JA_NIL = "undefined method `name' for nil:NilClass"
_JA_DATE = "const s = `${d.getFullYear()}/${d.getMonth() + 1}/${d.getDate()}`;"
_KO_LOCK = "OptimisticLockingFailureException: Row was updated or deleted by another transaction"
_KO_DATE = "val s = SimpleDateFormat(\"yyyy.MM.dd\").format(date)"

MORE_PAIRS = {
    "zh": [
        ("fix_repo_bug", "线上下单时报这个，帮我修掉：\n```\n" + _ZH_LOCKWAIT + "\n```",
         "explain_error_text", "解释下这个报错：\n```\n" + _ZH_LOCKWAIT + "\n```"),
        ("diagnose_repo", "能帮我查下我们 k8s 里的 order-service 为什么一直 CrashLoopBackOff 吗？",
         "general_question", "简单讲讲 CrashLoopBackOff 一般是什么原因"),
        ("apply_to_repo", "这段手机号脱敏好几个接口都在写，抽成公共方法并把这些地方替换掉：\n```java\n" + _ZH_MASK + "\n```",
         "rewrite_code", "把这段改成能处理 null 和长度不够的情况：\n```java\n" + _ZH_MASK + "\n```"),
        ("diagnose_repo", "这是我们服务启动时打的日志，启动要 40 秒，帮我看看慢在哪\n```\n"
         "10:00:01 INFO  Starting OrderApplication\n10:00:41 INFO  Started OrderApplication in 40.2 seconds\n```",
         "general_question", "说说 Spring Boot 启动慢一般有哪些原因"),
    ],
    "ja": [
        ("fix_repo_bug", "注文詳細ページでこれが出る、直して\n```\nActionView::Template::Error (" + _JA_NIL + ")\n```",
         "explain_error_text", "このエラーの意味を教えて\n```\n" + _JA_NIL + "\n```"),
        ("fix_ci", "CIのキャッシュが毎回効いてないっぽいんだけど、理由を調べて直してもらえますか？",
         "general_question", "GitHub Actionsのキャッシュキーの仕組みを簡単に説明して"),
        ("apply_to_repo", "この日付フォーマット処理があちこちにコピペされてるので、共通関数にまとめて置き換えて\n```ts\n" + _JA_DATE + "\n```",
         "rewrite_code", "これをゼロ埋めするように書き直して\n```ts\n" + _JA_DATE + "\n```"),
        ("fix_repo_bug", "ユーザーからこのエラーが出たって報告が来てる、直してほしい\n```\nSecurityError: The operation is insecure.\n```",
         "general_question", "SafariでlocalStorageが使えないのはどんな時か簡単に教えて"),
    ],
    "ko": [
        ("fix_repo_bug", "주문 취소할 때 이 에러가 나요, 고쳐주세요\n```\norg.springframework.orm." + _KO_LOCK + "\n```",
         "explain_error_text", "이 에러가 무슨 뜻인지 설명해줘\n```\n" + _KO_LOCK + "\n```"),
        ("diagnose_repo", "앱 용량이 갑자기 80MB로 늘었는데 뭐 때문인지 찾아줄 수 있어?",
         "general_question", "안드로이드 앱 용량 줄이는 일반적인 방법 알려줘"),
        ("apply_to_repo", "이 날짜 포맷 코드가 여러 화면에 복붙돼 있어, 공통 유틸로 빼서 바꿔줘\n```kotlin\n" + _KO_DATE + "\n```",
         "rewrite_code", "이걸 java.time으로 바꿔줘\n```kotlin\n" + _KO_DATE + "\n```"),
        ("repo_question", "이 함수 어디서 호출하는지 찾아줘, 파라미터 하나 추가해야 해\n```ts\n"
         "export function sendPush(userId: string, title: string): Promise<void>\n```",
         "naming", "푸시랑 이메일을 둘 다 보내는 함수 이름 추천해줘"),
    ],
}
