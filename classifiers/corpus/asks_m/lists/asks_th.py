from ._fmt import parse_asks

ASKS = parse_asks("th", r"""
## translate
แปลเป็นภาษาไทยให้หน่อย
ช่วยแปลเป็นไทย โค้ดไม่ต้องแปลนะ
{en} แปลเป็นอังกฤษ จะส่งให้ลูกค้า
[email] ลูกค้าคนนี้พูดว่าอะไร แปลให้หน่อย
[issue,ticket] แปล ticket นี้ให้ทีมอ่าน
{en} [chat] แปลแชทนี้เป็นภาษาอังกฤษ

## summarize
สรุปให้หน่อย
สรุปเป็น 3 ข้อ
สรุปสั้น ๆ ว่าเรื่องอะไร
[ci_log,server_log] พังเพราะอะไร สั้น ๆ
[email] ลูกค้าต้องการอะไร สรุปให้
[chat] สุดท้ายในแชทนี้ตกลงกันว่าอะไร
[pr_desc,diff] สรุป 2 ประโยคสำหรับ release notes

## draft_reply
[email] ร่างอีเมลตอบลูกค้าแบบสุภาพ
[email] เขียนตอบ: ขอโทษและบอกว่ากำลังแก้อยู่
[issue] เขียนคอมเมนต์ใน issue ขอ log กับเวอร์ชัน
[review] ช่วยตอบ reviewer หน่อย

## explain
อันนี้หมายความว่าอะไร
อธิบาย error นี้หน่อย
[stack_trace] อธิบาย stack trace ว่าปัญหาจริงอยู่ตรงไหน
[ci_log] ทำไม job ถึง fail
[config] config นี้ทำอะไร อธิบายทีละบรรทัด
[function] ฟังก์ชันนี้ทำอะไร
[server_log] log นี้บอกอะไร

## explain @inline
{E} คืออะไร
เจอ {E} หมายความว่าไง

## extract
[issue,ticket] ดึงขั้นตอน reproduce ออกมาเป็นข้อ ๆ
[chat,email] ลิสต์งานที่ต้องทำและใครรับผิดชอบ
[spec,ticket] ดึง acceptance criteria ออกมา

## triage
[issue,ticket] ควรให้ priority เท่าไหร่ P1 หรือ P2
[server_log,stack_trace] ร้ายแรงแค่ไหน ต้องรีบแก้ไหม

## title
[issue,email] ตั้งชื่อ ticket ให้หน่อย
[diff] ชื่อ PR สำหรับ diff นี้

## convert
[data_sample] แปลงเป็น JSON
[schema] สร้าง TypeScript types จาก schema นี้

## review_code
[diff] รีวิว diff นี้ให้หน่อย
[diff] merge ได้ไหม ปลอดภัยหรือเปล่า

## fix_snippet
[function] แก้บั๊กในฟังก์ชันนี้
[function] ถ้า input ว่างมันพัง ช่วยแก้

## refactor_snippet
[function] เขียนใหม่ให้อ่านง่าย พฤติกรรมเหมือนเดิม

## document_snippet
[function] เพิ่ม docstring

## test_snippet
[function] เขียน unit test ให้ฟังก์ชันนี้
[function] เขียนเทสต์สำหรับ edge case

## commit_message
[diff] เขียน commit message
[diff] commit message ภาษาอังกฤษแบบ conventional commits

## write_query
[schema] เขียน SQL หาลูกค้าที่ไม่เคยสั่งซื้อ

## reword
[pr_desc] เขียนคำอธิบาย PR ใหม่ให้ชัดขึ้น
[email] เขียนอีเมลนี้ใหม่ให้สุภาพขึ้น

## fix_in_repo
แก้อันนี้ในโค้ดเราให้หน่อย
ฝากแก้ด้วยนะ
[issue,ticket] หาต้นเหตุในโค้ดแล้วแก้ พร้อมเทสต์
[stack_trace] แก้ crash นี้ใน repo
[server_log] หาว่าทำไม service เราขึ้น error นี้แล้วแก้
[email] ลูกค้าพูดถูก แก้เลย
[chat] แก้เรื่องที่คุยกันอยู่ในแชท
[issue] แก้ issue นี้แล้วเปิด PR

## fix_in_repo @inline
pull main แล้วเจอ {E} แก้ใน repo ให้หน่อย

## implement
[ticket] ทำ ticket นี้ให้หน่อย
[spec,ticket] ทำฟีเจอร์ตาม spec นี้ในโปรเจกต์เรา
[api_doc] เชื่อม API นี้เข้ากับ backend ของเรา
[chat] ทำตามที่ตกลงกันไว้

## locate_source
[stack_trace,server_log] หาว่า error นี้ถูก throw จากตรงไหนในโค้ดเรา
[advisory] เช็คใน repo ว่าเราใช้แพ็กเกจนี้ไหม

## locate_source @inline
{E} มาจากไหนในโค้ดเรา หาให้หน่อย

## fix_ci
ทำให้ CI เขียว
[ci_log] pipeline แดง ช่วยแก้
[ci_log] แก้เทสต์ที่ fail
[ci_log] แก้ build แล้ว push

## upgrade_dep
[advisory] อัปเกรดแพ็กเกจนี้ทุก service
[advisory] bump เวอร์ชันทุกที่แล้วรันเทสต์

## apply_review
[review] แก้ตามคอมเมนต์รีวิวใน PR
[review] ทำตามที่ reviewer ขอทั้งหมด

## update_callers
[diff] แก้ทุกจุดที่เรียกใช้ signature เก่า
[api_doc] ย้ายโค้ดเราไปใช้ API ใหม่

## add_regression_tests
[issue,stack_trace] เพิ่ม regression test ใน test suite ของเรา
[function] เพิ่มเทสต์ในโฟลเดอร์ tests แล้วรัน

## reproduce
[issue,ticket] ลอง reproduce บนเครื่องดู
[stack_trace,email] ทำให้เกิดซ้ำบน build local

## handoff
อันนี้รับไปได้ไหม
ฝากอันนี้ด้วยนะ
อันนี้ของคุณ
จัดการให้หน่อย
รับ ticket นี้ไปเลย
""")
