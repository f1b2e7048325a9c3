import gzip, json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from pools import CODE_SINGLE, STANDALONE_SINGLE, LONG_ASKS, CODE_LONG
rows = [json.loads(l) for l in gzip.open(os.path.join(HERE, "ide2.jsonl.gz"), "rt", encoding="utf-8")]
nonen = [t for lg, t in CODE_SINGLE + STANDALONE_SINGLE + LONG_ASKS + CODE_LONG if lg != "en"]
extra = ["逻辑不变", "añade", "Variablen", "コメント", "extraer", "用更清晰", "変数名", "列出当前", "zeige alle", "renombra", "cuenta cu", "¿me das", "Gut, dann", "了解。", "继续", "weiter", "se aplicó", "改了之后", "parse_header で", "renomme"]
EX2 = ["魔法数字", "エラーパス", "Kommentare in diesem", "traduce todos", "переведи", "concorrência", "facturation", "レート制限", "README 里", "Docker und", "aggiorna tutte"]
c = collections.Counter(); lab = collections.Counter(); ne = 0; sh = collections.Counter()
for r in rows:
    c[(r["family"], r["label"])] += 1; lab[r["label"]] += 1; sh[(r["shape"], r["label"])] += 1
    s = json.dumps(r["body"], ensure_ascii=False)
    import re
    if any(max(x.split("{"), key=len).split("}")[-1][:16] in s for x in nonen + extra + EX2):
        ne += 1
print(len(rows), lab, "non-en", ne, ne/len(rows))
fams = sorted({f for f, _ in c})
for f in fams: print(f"{f:28s} single={c[(f,'single_step')]:3d} long={c[(f,'long_horizon')]:3d}")
print(len(fams), "families")
for k, v in sorted(sh.items()): print(k, v)
ids = [r["id"] for r in rows]; assert len(ids) == len(set(ids))
