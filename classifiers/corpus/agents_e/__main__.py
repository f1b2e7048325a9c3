"""python -m agents_e --n 2000 --seed 1 --out FILE   (writes JSONL, prints family x shape x label counts)
   python -m agents_e --n 50 --seed 3 --show 5 [--family aider]   (prints condensed bodies instead)"""
import argparse
import json
import sys
from collections import Counter

from . import generate, FAMILY_NAMES


def condensed(rec, width=300):
    b = rec["body"]
    lines = ["## %s  %s  %s  %s  kind=%s lang=%s" % (rec["id"], rec["family"], rec["shape"], rec["label"], rec["kind"], rec["lang"]),
             "endpoint=%s model=%s tools=%d" % (rec["endpoint"], b.get("model"), len(b.get("tools") or b.get("functions") or []))]

    def show(role, content):
        if isinstance(content, list):
            content = " | ".join(json.dumps(c, ensure_ascii=False) if not isinstance(c, dict) or c.get("type") not in ("text", "input_text", "output_text")
                                 else c.get("text", "") for c in content)
        s = (content or "").replace("\n", "\\n")
        lines.append("  [%s] %s%s" % (role, s[:width], "..." if len(s) > width else ""))

    if "prompt" in b:
        show("prompt-tail", b["prompt"][-width * 3:])
    if isinstance(b.get("system"), list):
        show("system", b["system"])
    if "instructions" in b:
        show("instructions", b["instructions"])
    for m in b.get("messages", []):
        extra = ""
        if m.get("tool_calls"):
            extra = " CALLS " + "; ".join(t["function"]["name"] + t["function"]["arguments"][:80] for t in m["tool_calls"])
        show(m["role"], (m.get("content") if not isinstance(m.get("content"), list) else m["content"]))
        if extra:
            lines.append("     " + extra)
    for it in b.get("input", []):
        if it["type"] == "message":
            show(it["role"], it["content"])
        elif it["type"] == "function_call":
            lines.append("  [function_call] %s %s" % (it["name"], it["arguments"][:120]))
        elif it["type"] == "function_call_output":
            show("function_call_output", it["output"])
        else:
            lines.append("  [%s]" % it["type"])
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m agents_e")
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default=None, help="JSONL output file (default: stdout is not written)")
    ap.add_argument("--show", type=int, default=0, help="print N condensed records instead of counts")
    ap.add_argument("--family", default=None, help="with --show: only this family")
    ap.add_argument("--shape", default=None, help="with --show: only shapes containing this text")
    a = ap.parse_args(argv)
    if a.show:
        shown = 0
        for r in generate(a.n, a.seed):
            if (a.family and r["family"] != a.family) or (a.shape and a.shape not in r["shape"]):
                continue
            print(condensed(r))
            print()
            shown += 1
            if shown >= a.show:
                break
        return 0
    counts, labels, langs = Counter(), Counter(), Counter()
    out = open(a.out, "w", encoding="utf-8") if a.out else None
    for r in generate(a.n, a.seed):
        counts[(r["family"], r["shape"], r["label"])] += 1
        labels[r["label"]] += 1
        langs[r["lang"]] += 1
        if out:
            out.write(json.dumps(r, ensure_ascii=False) + "\n")
    if out:
        out.close()
    print("%-18s %-22s %-13s %s" % ("family", "shape", "label", "count"))
    for fam in FAMILY_NAMES:
        for (f, s, l), c in sorted(counts.items()):
            if f == fam:
                print("%-18s %-22s %-13s %d" % (f, s, l, c))
    print("\nlabels:", dict(labels))
    print("langs:", dict(langs.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
