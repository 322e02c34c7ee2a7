#!/usr/bin/env python3
"""Checks `sprague solve graph --file F --json` against the C++ peer `retro` on a file of integer names.

Every node sprague prints must carry retro's result (1 win -> first, -1 loss -> second, 0 draw -> draw; the
same remoteness, null for draws), the nodes must come in the file's order of first mention, and every node the
file mentions must be there once.

  python3 scripts/graph-check.py --retro /tmp/peers/retro --sprague ./sprague /tmp/g.txt
"""
import argparse
import json
import subprocess
import sys
import tempfile


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--retro", required=True)
    ap.add_argument("--sprague", default="./sprague")
    ap.add_argument("file")
    a = ap.parse_args()
    out = subprocess.run([a.sprague, "solve", "graph", "--file", a.file, "--json"], check=True,
                         stdout=subprocess.PIPE).stdout
    positions = json.loads(out)["positions"]
    with tempfile.NamedTemporaryFile("r") as t:
        subprocess.run([a.retro, a.file, t.name], check=True, stdout=subprocess.DEVNULL)
        retro = {}
        for line in t:
            node, val, rem = line.split()
            retro[node] = (int(val), int(rem))
    order = []
    seen = set()
    with open(a.file) as f:
        for line in f:
            for tok in line.split()[:2]:
                if tok not in seen:
                    seen.add(tok)
                    order.append(tok)
    names = [p["node"] for p in positions]
    if names != order:
        sys.exit("node order differs from the file's order of first mention")
    outcome = {1: "first", -1: "second", 0: "draw"}
    bad = 0
    for p in positions:
        val, rem = retro[p["node"]]
        want = (outcome[val], None if rem < 0 else rem)
        if (p["outcome"], p["remoteness"]) != want:
            bad += 1
            if bad <= 5:
                print("differs at node %s: sprague %s %s, retro %s %s"
                      % (p["node"], p["outcome"], p["remoteness"], *want))
    counts = {k: sum(1 for p in positions if p["outcome"] == k) for k in ("first", "second", "draw")}
    print("%d nodes checked against retro: %d differ; first %d, second %d, draw %d"
          % (len(positions), bad, counts["first"], counts["second"], counts["draw"]))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
