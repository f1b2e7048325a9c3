from ._fmt import parse_asks

ASKS = parse_asks("tr", r"""
## translate
bunu türkçeye çevir
türkçeye çevirir misin, kod blokları aynen kalsın
{en} ingilizceye çevir, müşteriye gidecek
[email] müşteri ne diyor? çevirip anlat
[issue,ticket] ticket'ı türkçeye çevir lütfen
{en} [chat] bu yazışmayı ingilizceye çevir

## summarize
kısaca özetle
3 maddede özetler misin
tl;dr?
[ci_log,server_log] ne patlamış, kısaca
[email] müşteri ne istiyor, özetle
[chat] bu konuşmada ne karar verilmiş?
[pr_desc,diff] sürüm notları için iki cümle

## draft_reply
[email] müşteriye kibar bir cevap yaz
[email] özür dileyen ve üzerinde çalıştığımızı söyleyen bir cevap taslağı
[issue] issue'ya log ve sürüm isteyen bir yorum yaz
[review] reviewer'a cevap yazmama yardım et

## explain
bu ne demek?
bu hatayı açıklar mısın
[stack_trace] stack trace'i açıkla, asıl sorun nerede
[ci_log] job neden fail olmuş?
[config] bu config ne yapıyor satır satır anlat
[function] bu fonksiyon ne yapıyor?
[server_log] bu loglarda ne oluyor?

## explain @inline
{E} ne anlama geliyor?
sürekli {E} alıyorum, bu ne demek?

## extract
[issue,ticket] tekrar üretme adımlarını numaralı liste yap
[chat,email] yapılacakları kimin yapacağıyla listele
[spec,ticket] kabul kriterlerini çıkar

## triage
[issue,ticket] önceliği ne olmalı, P1 mi P2 mi?
[server_log,stack_trace] bu ne kadar ciddi, hemen mi bakalım?

## title
[issue,email] buna düzgün bir başlık öner
[diff] bu diff için PR başlığı yaz

## convert
[data_sample] JSON'a çevir
[schema] bu şemadan TypeScript tipleri üret

## review_code
[diff] bu diff'i review et
[function] bu fonksiyonda hata var mı, incele

## fix_snippet
[function] bu fonksiyondaki hatayı düzelt
[function] boş listede patlıyor, düzeltir misin

## refactor_snippet
[function] bunu daha okunur hale getir, davranış değişmesin

## document_snippet
[function] docstring ekle

## test_snippet
[function] bu fonksiyon için unit test yaz
[function] uç durumları kapsayan testler yaz

## commit_message
[diff] commit mesajı yaz
[diff] conventional commit formatında ingilizce commit mesajı

## write_query
[schema] hiç siparişi olmayan müşterileri getiren SQL yaz

## reword
[pr_desc] PR açıklamasını daha anlaşılır yeniden yaz
[email] bu maili daha yumuşak bir dille yeniden yaz

## fix_in_repo
bunu kodda düzelt
bu ticket'ı sen hallet
[issue,ticket] kök nedeni kodda bul ve düzelt, test de ekle
[stack_trace] bu crash'i repoda düzelt
[server_log] bu hataların sebebini serviste bul ve düzelt
[email] müşteri haklı, düzelt şunu
[chat] konuşulan şeyi düzelt
[issue] issue'yu fixleyip PR aç

## fix_in_repo @inline
main'i çektikten sonra {E} alıyorum, repoda düzelt

## implement
[ticket] bu ticket'ı implemente et
[spec,ticket] bu spesifikasyona göre özelliği projemize ekle
[api_doc] bu API'yi backend'imize entegre et
[chat] anlaşılan şeyi implemente et

## locate_source
[stack_trace,server_log] bu hata kodumuzun neresinden geliyor, bul
[advisory] bu paketi bir yerde kullanıyor muyuz, repoda ara

## locate_source @inline
{E} hatası bizim kodda nereden fırlatılıyor, bulur musun

## fix_ci
CI'ı yeşile çevir
[ci_log] pipeline kırmızı, düzelt
[ci_log] patlayan testleri düzelt
[ci_log] build'i düzelt ve pushla

## upgrade_dep
[advisory] bu paketi tüm servislerde güncelle
[advisory] her yerde sürümü yükselt, testleri çalıştır

## apply_review
[review] bu yorumları PR'a uygula
[review] reviewer ne dediyse yap

## update_callers
[diff] eski imzayı kullanan bütün çağrıları güncelle
[api_doc] kodumuzu yeni API'ye taşı

## add_regression_tests
[issue,stack_trace] test suite'imize bunun için regresyon testi ekle
[function] tests klasörüne test ekle ve çalıştır

## reproduce
[issue,ticket] lokalde tekrar üretmeyi dener misin
[stack_trace,email] bunu lokal build'de tekrar üret

## handoff
bunu alır mısın?
bu senin
sen halleder misin bunu
bununla sen ilgilen
bunu sana bırakıyorum
""")
