#!/usr/bin/env python3
"""Seeded, time-bounded fuzz campaign over every input surface of the sprague command (docs/fuzz.md).

  python3 scripts/fuzz.py --seed 1 --seconds 600            # the full campaign, every surface
  python3 scripts/fuzz.py --ci                              # the CI-sized run of .ci/run (about a minute)
  python3 scripts/fuzz.py --seed 7 --seconds 60 --surfaces graph,cases

Each call runs the real launcher (./sprague) and is held to the command-line contract of docs/cli.md: exit code
0, 2 or 3; no stack trace on standard error, at most one `error:` line; with --json one JSON object on standard
output when the exit code is 0 (one a line for --cases); no hang past --timeout; and, where an oracle is cheap,
the answer it computes (Nim, misere Nim, subtraction sets, octal codes, Grundy's game, graph files, Domineering).
A failing call is printed as a command that reproduces it, its input files kept in --out. Cases matching an
entry of scripts/fuzz-known.txt (known, unfixed findings) are not run unless --include-known is given.
Python 3 standard library only.
"""
import argparse
import json
import os
import random
import re
import shlex
import shutil
import signal
import stat
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SURFACES = ["positions", "oracle", "values", "stdin", "graph", "rules", "check", "cases", "value", "play",
            "serve", "checkpoint", "outputs", "inputs", "plugins"]
# The CI-sized run: the surfaces known to hold on main; a surface leaves this list only with a known-failure
# entry naming why (scripts/fuzz-known.txt), never silently.
CI_SURFACES = SURFACES
CI_SEED = 20260101
CI_SECONDS = 240  # a cap only: the run is its CI_CALLS calls, about a minute on two cores
CI_CALLS = 100  # a fixed count, so that a faster machine runs the same cases, not more
CI_TIMEOUT = 20  # a CI call is small (budgets given); a slower one is a hang for CI's purpose

STACK = re.compile(r"^\s+at [\w$.]+\(|Exception|^Error:|\bError: |Throwable|^Caused by")


# ---------------------------------------------------------------------------------------------- oracles

def mex(s):
    g = 0
    while g in s:
        g += 1
    return g


def subtraction_table(sset, upto):
    g = []
    for n in range(upto + 1):
        g.append(mex({g[n - t] for t in sset if t <= n}))
    return g


def octal_table(code, upto):
    """code: a string '0.d1d2d3' (octal digits); the values G(0..upto) by the definition of octal games."""
    digits = [int(c) for c in code.split(".")[1]]
    g = []
    for n in range(upto + 1):
        opts = set()
        for k, d in enumerate(digits, start=1):
            if k > n:
                break
            r = n - k
            if d & 1 and r == 0:
                opts.add(0)
            if d & 2 and r > 0:
                opts.add(g[r])
            if d & 4 and r >= 2:
                for a in range(1, r // 2 + 1):
                    opts.add(g[a] ^ g[r - a])
        g.append(mex(opts))
    return g


_GRUNDY = [0]


def grundy_game_table(upto):
    g = _GRUNDY
    while len(g) <= upto:
        n = len(g)
        g.append(mex({g[a] ^ g[n - a] for a in range(1, (n + 1) // 2) if a != n - a}))
    return g[:upto + 1]


def graph_oracle(moves, labels):
    """Retrograde analysis: outcome ('first', 'second', 'draw') and remoteness of every node."""
    nodes = list(moves)
    succ = {u: ([] if u in labels else moves[u]) for u in nodes}
    pred = {u: [] for u in nodes}
    for u in nodes:
        for v in succ[u]:
            pred[v].append(u)
    count = {u: len(succ[u]) for u in nodes}
    res, rem = {}, {}
    frontier = []
    for u in nodes:
        if u in labels:
            res[u] = {"win": "first", "loss": "second", "draw": "draw"}[labels[u]]
            rem[u] = 0 if res[u] != "draw" else None
            if res[u] != "draw":
                frontier.append(u)
        elif count[u] == 0:
            res[u], rem[u] = "second", 0
            frontier.append(u)
    level = 0
    while frontier:
        nxt = []
        for v in frontier:
            for u in pred[v]:
                if u in res:
                    continue
                if res[v] == "second":
                    res[u], rem[u] = "first", level + 1
                    nxt.append(u)
                else:
                    count[u] -= 1
                    if count[u] == 0:
                        res[u], rem[u] = "second", level + 1
                        nxt.append(u)
        # keep levels exact: a win found at this level is final; losses need every child resolved
        frontier = nxt
        level += 1
    for u in nodes:
        if u not in res:
            res[u], rem[u] = "draw", None
    return res, rem


def domineering_first_wins(rows, left_first):
    """Plain minimax: Left places vertical dominoes, Right horizontal; who cannot move loses."""
    h, w = len(rows), len(rows[0])
    start = frozenset((r, c) for r in range(h) for c in range(w) if rows[r][c] == ".")
    memo = {}

    def wins(free, left):
        key = (free, left)
        if key in memo:
            return memo[key]
        ans = False
        for (r, c) in free:
            other = (r + 1, c) if left else (r, c + 1)
            if other in free and not wins(free - {(r, c), other}, not left):
                ans = True
                break
        memo[key] = ans
        return ans

    return wins(start, left_first)


def cram_grundy(rows):
    """Plain mex recursion: either player places a domino either way on two empty squares; last to move wins."""
    h, w = len(rows), len(rows[0])
    start = frozenset((r, c) for r in range(h) for c in range(w) if rows[r][c] == ".")
    memo = {}

    def g(free):
        if free in memo:
            return memo[free]
        seen = set()
        for (r, c) in free:
            for other in ((r + 1, c), (r, c + 1)):
                if other in free:
                    seen.add(g(free - {(r, c), other}))
        v = 0
        while v in seen:
            v += 1
        memo[free] = v
        return v

    return g(start)


# ---------------------------------------------------------------------------------------------- the runner

class Finding(Exception):
    pass


class Fuzz:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.out = os.path.abspath(args.out)
        os.makedirs(self.out, exist_ok=True)
        self.work = os.path.join(self.out, "work")
        os.makedirs(self.work, exist_ok=True)
        self.launcher = [os.path.join(ROOT, "sprague")]
        self.known = load_known(args.known)
        self.calls = 0
        self.failures = []
        self.skipped = {}
        self.known_passed = set()
        self.known_failed = set()
        self.per_surface = {}
        self.games = None
        self.server = None
        self.base = None
        self.case_no = 0

    # files kept for reproduction
    def file(self, name, content, binary=False):
        self.case_no += 1
        path = os.path.join(self.work, "%05d-%s" % (self.case_no, name))
        with open(path, "wb" if binary or isinstance(content, bytes) else "w",
                  **({} if binary or isinstance(content, bytes) else {"encoding": "utf-8", "newline": ""})) as f:
            f.write(content)
        return path

    def known_entry(self, text):
        for pat, desc in self.known:
            if pat.search(text):
                return pat.pattern, desc
        return None

    def describe(self, argv, stdin, env=None):
        cmd = " ".join(shlex.quote(a) for a in ["./sprague"] + argv)
        if env:
            cmd = " ".join("%s=%s" % (k, shlex.quote(v)) for k, v in env.items()) + " " + cmd
        if stdin is not None:
            if isinstance(stdin, str) and len(stdin) <= 200 and stdin.isprintable():
                cmd = "printf %s " % shlex.quote(stdin.replace("%", "%%").replace("\\", "\\\\")) + "| " + cmd
            else:
                p = self.file("stdin.txt", stdin)
                cmd += " < " + shlex.quote(p)
        return cmd

    def run(self, argv, stdin=None, json_mode=None, jsonl=False, timeout=None, check=None, allow=(0, 2, 3),
            cases=False, env=None):
        """Runs one call and holds it to the contract; check(stdout, stderr, rc) adds the oracle's assertions."""
        cmd = self.describe(argv, stdin, env)
        hit = self.known_entry(cmd)
        if hit and not self.args.include_known:
            self.skipped[hit[0]] = self.skipped.get(hit[0], 0) + 1
            return None
        timeout = timeout or self.args.timeout
        self.calls += 1
        data = stdin.encode("utf-8", "surrogatepass") if isinstance(stdin, str) else stdin
        t0 = time.time()
        try:
            p = subprocess.Popen(self.launcher + argv, cwd=ROOT, stdin=subprocess.PIPE if data is not None
                                 else subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 start_new_session=True, env=dict(os.environ, **env) if env else None)
            try:
                out, err = p.communicate(data, timeout=timeout)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
                p.communicate()
                return self.fail(cmd, hit, "hang: no answer within %d s" % timeout, b"", b"")
        except OSError as e:
            return self.fail(cmd, hit, "could not run: %s" % e, b"", b"")
        rc = p.returncode
        so = out.decode("utf-8", "replace")
        se = err.decode("utf-8", "replace")
        problems = []
        if rc not in allow:
            problems.append("exit code %d (allowed: %s)" % (rc, ", ".join(map(str, allow))))
        lines = se.splitlines()
        errors = [l for l in lines if l.startswith("error:")]
        if cases:  # docs/cli.md: text --cases prints `error: case N: ...` for each bad case
            errors = [l for l in errors if not re.match(r"error: case \d+: ", l)]
        if len(errors) > 1:
            problems.append("%d error: lines on standard error" % len(errors))
        if rc in (2, 3) and not errors and not jsonl and not cases:
            problems.append("exit %d without an error: line" % rc)
        if rc == 0 and errors and not jsonl and not cases:
            problems.append("exit 0 with an error: line")
        for l in lines:
            if l.startswith("error:") or l.startswith("note:") or l.startswith("sprague:"):
                continue
            if STACK.search(l):
                problems.append("stack trace or exception on standard error: %s" % l[:200])
                break
        # picocli's convention: --help (or -h) before a '--' is answered with help and exit 0, whatever else is given
        options = argv[:argv.index("--")] if "--" in argv else argv
        if "--help" in options or "-h" in options:
            if rc != 0 or "Usage: sprague" not in so:
                problems.append("--help gave exit %d%s" % (rc, "" if "Usage: sprague" in so else " without help"))
            json_mode = jsonl = False
        if json_mode and rc == 0 and not jsonl:
            try:
                objs = [json.loads(l) for l in so.splitlines() if l.strip()]
                if len(objs) != 1 or not isinstance(objs[0], dict) or len(so.strip().splitlines()) != 1:
                    problems.append("--json printed %d objects/lines, not one" % len(objs))
            except ValueError as e:
                problems.append("--json output is not JSON: %s" % e)
        if jsonl and rc in (0, 2, 3):
            for i, l in enumerate(so.splitlines()):
                try:
                    o = json.loads(l)
                    if not isinstance(o, dict) or "case" not in o:
                        problems.append("--cases --json line %d is not an object with case" % (i + 1))
                        break
                except ValueError:
                    problems.append("--cases --json line %d is not JSON: %s" % (i + 1, l[:100]))
                    break
        if not problems and check is not None:
            try:
                check(so, se, rc)
            except Finding as f:
                problems.append("wrong answer: %s" % f)
            except (ValueError, KeyError, TypeError, IndexError) as e:
                problems.append("answer not as documented: %r" % e)
        if problems:
            return self.fail(cmd, hit, "; ".join(problems), out, err)
        if hit:
            self.known_passed.add(hit[0])
        if self.args.verbose:
            print("ok  %.1fs rc=%d %s" % (time.time() - t0, rc, cmd[:160]))
        return rc, so, se

    def fail(self, cmd, hit, why, out, err):
        if hit:
            self.known_failed.add(hit[0])
            print("KNOWN (%s) %s\n  %s" % (hit[1][:80], why, cmd[:300]))
            return None
        self.failures.append((cmd, why))
        n = len(self.failures)
        with open(os.path.join(self.out, "failure-%03d.txt" % n), "w", encoding="utf-8") as f:
            f.write("command: %s\nwhy: %s\n--- stdout\n%s\n--- stderr\n%s\n" % (
                cmd, why, out[-4000:].decode("utf-8", "replace"), err[-4000:].decode("utf-8", "replace")))
        print("FAIL %s\n  why: %s\n  stderr: %s" % (cmd[:1000], why, err.decode("utf-8", "replace")[-300:]
                                                      .replace("\n", " | ")))
        return None

    # ------------------------------------------------------------------------------------------ inputs

    def number(self):
        r = self.rng
        return r.choice([
            lambda: str(r.randrange(0, 8)),
            lambda: str(r.randrange(0, 100)),
            lambda: r.choice(["0", "1", "2", "-1", "-0", "007", "+3", "2147483647", "2147483648", "-2147483648",
                              "4294967296", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
                              "1e3", "0x10", "3.5", "1_000", "١٢", "٣"]),
            lambda: str(2 ** r.randrange(0, 70) + r.randrange(-2, 3)),
            lambda: "".join(r.choice("0123456789") for _ in range(r.choice([20, 100, 1000]))).lstrip("0") or "0",
        ])()

    def word(self):
        r = self.rng
        return r.choice([
            lambda: "",
            lambda: r.choice(["x", "--", "-", "--x", "—", "é", "東京", "\u200b", "a b", "'", "\"", "\\", "%s", "$HOME",
                              "null", "NaN", "..", "#", ",", ",,", "1,", ",1", "1,,2", "--help", "-h"]),
            lambda: "A" * r.choice([100, 10000, 100000]),
            lambda: "".join(chr(r.randrange(32, 0x3000)) for _ in range(r.randrange(1, 20))),
        ])()

    def mutate(self, tokens):
        r = self.rng
        t = list(tokens)
        for _ in range(r.randrange(1, 4)):
            op = r.randrange(6)
            if op == 0 and t:
                i = r.randrange(len(t))
                t[i] = self.number()
            elif op == 1:
                t.insert(r.randrange(len(t) + 1), self.number())
            elif op == 2 and t:
                del t[r.randrange(len(t))]
            elif op == 3:
                t.insert(r.randrange(len(t) + 1), self.word())
            elif op == 4 and t:
                i = r.randrange(len(t))
                s = t[i]
                if s:
                    j = r.randrange(len(s))
                    s = s[:j] + r.choice(["", "0", "-", ",", ".", "9" * 30, "#", "x", s[j] * 50]) + s[j + 1:]
                t[i] = s
            else:
                t.append(self.number())
        return t

    def catalog(self):
        if self.games is None:
            p = subprocess.run(self.launcher + ["list", "--json"], cwd=ROOT, stdout=subprocess.PIPE, check=True)
            self.games = json.loads(p.stdout)["games"]
        return self.games

    def budget(self):
        return ["--budget", self.rng.choice(["1000", "100000", "1000000"])]

    # ------------------------------------------------------------------------------------------ surfaces

    def s_positions(self):
        """A game of the list, an example mutated, option values at random."""
        r = self.rng
        g = r.choice(self.catalog())
        if g["id"] == "graph":
            return self.s_graph()
        ex = shlex.split(r.choice(g["examples"])) if g["examples"] else []
        toks = self.mutate(ex) if r.random() < 0.8 else ex
        if g["options"] and r.random() < 0.5:
            o = r.choice(g["options"])
            if o["name"] not in ("--file",):
                toks = [o["name"]] + ([r.choice([self.number(), self.word(), "1,2", "1,3,4", "squares"])]
                                      if o["param"] else []) + toks
        argv = ["solve", g["id"]] + toks
        if r.random() < 0.3:
            argv += ["--explain"]
        if r.random() < 0.6:
            argv += ["--json"]
        if g["kind"] != "partizan" and r.random() < 0.7:
            argv += self.budget()
        self.run(argv, json_mode="--json" in argv)

    def s_oracle(self):
        """Positions whose answer the script computes itself."""
        r = self.rng
        kind = r.choice(["nim", "nim-misere", "subtraction", "octal", "domineering", "cram"])
        if kind in ("nim", "nim-misere"):
            heaps = [r.choice([r.randrange(0, 9), r.randrange(0, 1 << 40), 2 ** 63 - 1, 2 ** 63, 2 ** 64 + 3,
                               10 ** r.randrange(1, 300)]) for _ in range(r.randrange(1, 7))]
            x = 0
            for h in heaps:
                x ^= h
            misere = kind == "nim-misere"
            if misere:
                big = any(h > 1 for h in heaps)
                want = "first" if (x != 0 if big else x == 0) else "second"
            else:
                want = "first" if x else "second"

            def check(so, se, rc):
                if rc != 0:
                    raise Finding("exit %d for a Nim position" % rc)
                o = json.loads(so)
                if o["outcome"] != want:
                    raise Finding("outcome %s, XOR says %s" % (o["outcome"], want))
                if not misere and o["grundy"] != x:
                    raise Finding("grundy %s, XOR is %d" % (o["grundy"], x))

            self.run(["solve", "nim"] + (["--misere"] if misere else []) + [str(h) for h in heaps]
                     + ["--json"] + self.budget(), json_mode=True, check=check)
        elif kind == "subtraction":
            sset = sorted(set(r.randrange(1, 12) for _ in range(r.randrange(1, 5))))
            heaps = [r.randrange(0, 200) for _ in range(r.randrange(1, 5))]
            tab = subtraction_table(sset, max(heaps))
            x = 0
            for h in heaps:
                x ^= tab[h]

            def check(so, se, rc):
                if rc != 0:
                    raise Finding("exit %d" % rc)
                o = json.loads(so)
                if o["grundy"] != x or o["outcome"] != ("first" if x else "second"):
                    raise Finding("grundy %s outcome %s, the mex table says %d" % (o["grundy"], o["outcome"], x))

            self.run(["solve", "subtraction", "--set", ",".join(map(str, sset))] + list(map(str, heaps))
                     + ["--json"] + self.budget(), json_mode=True, check=check)
        elif kind == "octal":
            code = "0." + "".join(str(r.randrange(0, 8)) for _ in range(r.randrange(1, 4)))
            if code.endswith("0"):
                code = code[:-1] + str(r.randrange(1, 8))
            upto = r.randrange(0, 120)
            tab = octal_table(code, upto)

            def check(so, se, rc):
                if rc != 0:
                    raise Finding("exit %d" % rc)
                o = json.loads(so)
                if o["values"] != tab:
                    i = next(i for i in range(len(tab)) if i >= len(o["values"]) or o["values"][i] != tab[i])
                    raise Finding("G(%d) differs from the brute force (%s vs %d)"
                                  % (i, o["values"][i] if i < len(o["values"]) else "missing", tab[i]))

            self.run(["values", "octal", "--code", code, "--upto", str(upto), "--json"], json_mode=True, check=check)
        elif kind == "cram":
            h = r.randrange(1, 5)
            w = r.randrange(1, max(2, 14 // h + 1))
            while h * w > 14:
                w -= 1
            rows = ["".join(r.choice("...#") for _ in range(w)) for _ in range(h)]
            want = cram_grundy(rows)

            def check(so, se, rc):
                if rc != 0:
                    raise Finding("exit %d" % rc)
                o = json.loads(so)
                if o["grundy"] != want or o["outcome"] != ("first" if want else "second"):
                    raise Finding("grundy %s outcome %s, the mex recursion says %d" % (o["grundy"], o["outcome"], want))

            self.run(["solve", "cram"] + rows + ["--json"], json_mode=True, check=check)
        else:
            h = r.randrange(1, 5)
            w = r.randrange(1, max(2, 12 // h + 1))
            while h * w > 12:
                w -= 1
            rows = ["".join(r.choice("...#") for _ in range(w)) for _ in range(h)]
            first = r.choice(["left", "right"])
            want = "first" if domineering_first_wins(rows, first == "left") else "second"

            def check(so, se, rc):
                if rc != 0:
                    raise Finding("exit %d" % rc)
                o = json.loads(so)
                if o["outcome"] != want:
                    raise Finding("outcome %s, minimax says %s" % (o["outcome"], want))

            method = r.choice([[], ["--method", "search"]])
            self.run(["solve", "domineering", "--first", first] + method + rows + ["--json"], json_mode=True,
                     check=check)

    def s_values(self):
        r = self.rng
        which = r.choice(["subtraction", "bash", "octal", "lasker", "grundy", "wythoff", "half", "pebbles"])
        argv = ["values", which]
        if which == "subtraction":
            argv += ["--set", r.choice(["1,3,4", "squares", "powers-of-2", self.number(), "1," + self.number(),
                                        self.word()])]
            if r.random() < 0.2:
                argv += ["--all-but"]
        if which == "bash":
            argv += ["--max", self.number()]
        if which == "octal":
            argv += ["--code", r.choice(["0.77", "0.07", "4.07", "0x0.F", "0." + "7" * r.randrange(1, 40),
                                         "0.8", "0.", "." + self.number(), self.word(), self.number()])]
        if which == "wythoff":
            argv += ["--grid", "%s,%s" % (self.number(), self.number())]
        else:
            argv += ["--upto", self.number()]
        if r.random() < 0.3:
            argv += ["--misere"]
        if r.random() < 0.3:
            argv += ["--budget", r.choice(["1000", "100000", "0", "-5", "none", self.number()])]
        argv += ["--json"] if r.random() < 0.7 else []
        if "--budget" in argv and argv[argv.index("--budget") + 1] == "none":
            argv[argv.index("--budget") + 1] = "1000000"  # keep each call short
        if "--budget" not in argv:
            argv += ["--budget", "10000000"]
        if r.random() < 0.15:
            ext = r.choice([".png", ".svg", ".txt", ""])
            argv += ["--plot", os.path.join(self.work, "plot-%d%s" % (self.calls, ext))]
        self.run(argv, json_mode="--json" in argv)

    def s_stdin(self):
        r = self.rng
        g = r.choice(["nim", "lasker", "wythoff", "coins", "domineering", "stone-game"])
        parts = []
        for _ in range(r.randrange(0, 30)):
            parts.append(r.choice([self.number(), self.number(), self.word()]))
        sep = r.choice([" ", "\n", "\t", "\r\n", "  \n "])
        data = sep.join(parts)
        if r.random() < 0.2:
            data = "".join(r.choice("0123456789 \n") for _ in range(r.choice([10 ** 4, 10 ** 6])))
        if r.random() < 0.1:
            data = bytes(r.randrange(256) for _ in range(r.randrange(1, 300)))
        argv = ["solve", g, "-"] + (["--json"] if r.random() < 0.5 else []) + (
            self.budget() if g != "domineering" else [])
        self.run(argv, stdin=data, json_mode="--json" in argv)

    def random_graph(self):
        r = self.rng
        n = r.randrange(1, 12)
        names = r.choice([[str(i) for i in range(n)], ["n%d" % i for i in range(n)],
                          ["é%d" % i for i in range(n)], ["0" * (i % 3) + str(i) for i in range(n)]])
        moves = {}
        labels = {}
        lines = []
        for _ in range(r.randrange(0, 3 * n + 1)):
            u, v = r.choice(names), r.choice(names)
            lines.append("%s %s" % (u, v))
        for u in names:
            if r.random() < 0.15:
                lines.append("%s : %s" % (u, r.choice(["win", "loss", "draw"])))
        if r.random() < 0.3:
            lines.insert(r.randrange(len(lines) + 1), "# a comment")
        r.shuffle(lines)
        for l in lines:
            toks = l.split()
            if toks[0] == "#":
                continue
            if len(toks) == 3:
                labels.setdefault(toks[0], toks[2])
                moves.setdefault(toks[0], [])
            else:
                moves.setdefault(toks[0], []).append(toks[1])
                moves.setdefault(toks[1], [])
        return lines, moves, labels

    def s_graph(self):
        r = self.rng
        lines, moves, labels = self.random_graph()
        ending = r.choice(["\n", "\r\n", "\n\n"])
        text = ending.join(lines) + (ending if r.random() < 0.8 else "")
        corrupt = r.random() < 0.35
        if corrupt:
            b = bytearray(text.encode("utf-8"))
            op = r.randrange(6)
            if op == 0 and b:
                b[r.randrange(len(b))] = r.randrange(256)
            elif op == 1:
                b += b"a b c d\n"
            elif op == 2:
                b += b"x : maybe\n"
            elif op == 3:
                b += bytes([0xff, 0xfe, 0x20, 0x61, 0x0a])
            elif op == 4:
                b += b"\x00 \x00\n"
            else:
                b += (b"L" * r.choice([100, 100000])) + b" y\n"
            data = bytes(b)
        else:
            data = text.encode("utf-8")
        res, rem = graph_oracle(moves, labels) if not corrupt else ({}, {})
        start = None
        if r.random() < 0.4:
            start = r.choice(list(moves) + [self.word()]) if moves else self.word()
        via_stdin = r.random() < 0.3
        argv = ["solve", "graph", "--file", "-" if via_stdin else self.file("graph.txt", data)]
        if start is not None:
            argv += ["--start", start]
        if r.random() < 0.15:
            argv += ["--impartial"]
        argv += ["--json"]
        oracle = not corrupt and "--impartial" not in argv

        def check(so, se, rc):
            if not oracle:
                return
            if rc != 0:
                if start is not None and start not in moves:
                    return
                if not moves:
                    return
                raise Finding("exit %d for a valid graph" % rc)
            o = json.loads(so)
            got = [(p["node"], p["outcome"], p["remoteness"]) for p in o["positions"]] if start is None else \
                [(start, o["outcome"], o["remoteness"])]
            for node, outcome, remo in got:
                if res[node] != outcome or rem[node] != remo:
                    raise Finding("node %s: %s remoteness %s, retrograde analysis says %s remoteness %s"
                                  % (node, outcome, remo, res[node], rem[node]))

        self.run(argv, stdin=data if via_stdin else None, json_mode=True, check=check)

    RULES = {
        "subtract": "class {name} {{\n  static int[] moves(int n) {{\n    return java.util.stream.IntStream.of({set})"
                    ".filter(t -> t <= n).map(t -> n - t).toArray();\n  }}\n}}\n",
        "throws": "class {name} {{\n  static int[] moves(int n) {{\n    if (n == 3) throw new IllegalStateException(\"boom\");"
                  "\n    return n > 0 ? new int[] {{n - 1}} : new int[0];\n  }}\n}}\n",
        "divide": "class {name} {{\n  static int[] moves(int n) {{\n    return new int[] {{ n / (n - 2) }};\n  }}\n}}\n",
        "cyclic": "class {name} {{\n  static int[] moves(int n) {{\n    return n > 0 ? new int[] {{n - 1, n + 1}} : new int[0];\n  }}\n}}\n",
        "self": "class {name} {{\n  static int[] moves(int n) {{\n    return new int[] {{n}};\n  }}\n}}\n",
        "huge": "class {name} {{\n  static int[] moves(int n) {{\n    int[] a = new int[{size}];\n    for (int i = 0; i < a.length; i++) a[i] = i % (n + 1) == n ? 0 : i % (n + 1);\n    return n == 0 ? new int[0] : a;\n  }}\n}}\n",
        "negative": "class {name} {{\n  static int[] moves(int n) {{\n    return n > 0 ? new int[] {{-1}} : new int[0];\n  }}\n}}\n",
        "null": "class {name} {{\n  static int[] moves(int n) {{\n    return null;\n  }}\n}}\n",
        "syntax": "class {name} {{\n  static int[] moves(int n) {{\n    return n +;\n  }}\n}}\n",
        "noMethod": "class {name} {{\n  static int[] other(int n) {{ return new int[0]; }}\n}}\n",
        "recursion": "class {name} {{\n  static int f(int k) {{ return f(k + 1) + 1; }}\n  static int[] moves(int n) {{\n    return new int[] {{ f(n) }};\n  }}\n}}\n",
        "oom": "class {name} {{\n  static int[] moves(int n) {{\n    long[][] a = new long[1 << 20][]; for (int i = 0; i < a.length; i++) a[i] = new long[1 << 10];\n    return new int[0];\n  }}\n}}\n",
        "exit": "class {name} {{\n  static int[] moves(int n) {{\n    System.exit(1);\n    return new int[0];\n  }}\n}}\n",
        "pair": "class {name} {{\n  static int[][] moves(int[] p) {{\n    java.util.List<int[]> o = new java.util.ArrayList<>();\n    for (int i = 0; i < p.length; i++) for (int t = 1; t <= p[i]; t++) {{ int[] q = p.clone(); q[i] -= t; o.add(q); }}\n    return o.toArray(new int[0][]);\n  }}\n}}\n",
        "split": "class {name} {{\n  static int[][] moves(int n) {{\n    java.util.List<int[]> o = new java.util.ArrayList<>();\n    for (int a = 1; a < n; a++) if (a != n - a && a < n - a) o.add(new int[] {{a, n - a}});\n    return o.toArray(new int[0][]);\n  }}\n}}\n",
        "empty": "",
        "garbage": "\u00ff\u00fe class {{{{{{ \\u0000 }}",
    }

    # rules that take most of the 60 s time budget before their (correct) exit 3: only in runs whose --timeout
    # affords them, not in the CI-sized run
    SLOW_RULES = {"oom"}

    def rule_file(self, kind=None):
        r = self.rng
        kinds = [k for k in self.RULES if k not in self.SLOW_RULES or self.args.timeout >= 70]
        kind = kind or r.choice(kinds)
        name = "R%s%d" % (kind[0].upper() + kind[1:], r.randrange(10 ** 6))  # the kind in the name: known-failure patterns
        sset = sorted(set(r.randrange(1, 9) for _ in range(r.randrange(1, 4))))
        src = self.RULES[kind].format(name=name, set=", ".join(map(str, sset)), size=r.choice([10, 100000, 5000000]))
        path = self.file(name + ".java", src)
        return kind, path, sset

    def s_rules(self):
        r = self.rng
        kind, path, sset = self.rule_file()
        verb = r.choice(["solve", "solve", "values", "play"])
        if kind == "pair":
            pos = ["%d,%d" % (r.randrange(0, 6), r.randrange(0, 6)) for _ in range(r.randrange(1, 3))]
        else:
            pos = [r.choice([str(r.randrange(0, 40)), self.number()]) for _ in range(r.randrange(1, 4))]
        if verb == "solve":
            argv = ["solve", "--rules", path] + pos + ["--json"] + self.budget()
            if r.random() < 0.2:
                argv += ["--misere"]
            stdin = None
        elif verb == "values":
            argv = ["values", "--rules", path] + (["--grid", "4,5"] if kind == "pair" else
                                                  ["--upto", r.choice(["30", "100", self.number()])]) + ["--json"]
            stdin = None
        else:
            argv = ["play", "--rules", path] + pos[:1]
            stdin = "\n".join(r.choice(["1", "2", "hint", "undo", "x"]) for _ in range(5)) + "\n"
        check = None
        if kind == "subtract" and verb == "solve" and "--misere" not in argv and all(p.isdigit() and len(p) < 3 for p in pos):
            tab = subtraction_table(sset, max(int(p) for p in pos))
            x = 0
            for p in pos:
                x ^= tab[int(p)]

            def check(so, se, rc):
                if rc != 0:
                    raise Finding("exit %d" % rc)
                o = json.loads(so)
                if o["grundy"] != x:
                    raise Finding("grundy %s, the mex table of {%s} says %d" % (o["grundy"], sset, x))

        self.run(argv, stdin=stdin, json_mode="--json" in argv, check=check)

    def s_check(self):
        r = self.rng
        kind = r.choice(["subtract", "pair"])
        _, path, _ = self.rule_file(kind)
        var = "p" if kind == "pair" else "n"
        exprs = ["%s %% 2 == 0" % var, "%s == 0" % var, "true", "false", "1", "%s +" % var, "", "n / 0 == 1",
                 "System.exit(3) == null", "java.nio.file.Files.exists(java.nio.file.Path.of(\"/\"))",
                 "new int[1 << 30].length == 0", "(" * 500 + "true" + ")" * 500, "\"s\"", "x == 1",
                 "n == 1; } static { System.out.println(1); } boolean y() { return true", "p[0] == p[1]",
                 "p[5] == 0", "while (true) {}", "%s %% 3" % var, self.word(),
                 "((java.util.function.IntSupplier) () -> { System.exit(1); return 0; }).getAsInt() == 0"]
        if self.args.timeout >= 70:  # runs until the time budget stops it (exit 3 after 60 s)
            exprs.append("java.util.stream.LongStream.iterate(0, i -> i + 1).sum() == 0")
        e = r.choice(exprs)
        flag = r.choice(["--check", "--check-value"])
        argv = ["values", "--rules", path] + (["--grid", "5,5"] if kind == "pair" else ["--upto", "40"]) + [
            flag, e, "--json"]
        self.run(argv, json_mode=True)

    def s_cases(self):
        r = self.rng
        game = r.choice(["nim", "nim", "lasker", "wythoff", "domineering", "coins"])
        lines, want = [], {}
        for i in range(r.randrange(0, 40)):
            roll = r.random()
            if game == "nim" and roll < 0.6:
                heaps = [r.randrange(0, 50) for _ in range(r.randrange(1, 5))]
                x = 0
                for h in heaps:
                    x ^= h
                lines.append(" ".join(map(str, heaps)))
                want[len(lines)] = x
            elif roll < 0.75:
                lines.append(r.choice(["", "# comment", "   "]))
            else:
                lines.append(" ".join(self.mutate(["3", "4"])))
        text = "\n".join(lines) + r.choice(["", "\n", "\r\n"])
        via_stdin = r.random() < 0.3
        argv = ["solve", game, "--cases", "-" if via_stdin else self.file("cases.txt", text), "--json"]
        if r.random() < 0.7 and game != "domineering":
            argv += ["--budget", r.choice(["1000", "100000"])]
        argv = argv if r.random() < 0.8 else [a for a in argv if a != "--json"]
        jsonl = "--json" in argv

        def check(so, se, rc):
            if not jsonl:
                return
            for l in so.splitlines():
                o = json.loads(l)
                n = o["case"]
                if n in want:
                    if "error" in o:
                        raise Finding("case %d (a Nim position) refused: %s" % (n, o["error"]))
                    if o["grundy"] != want[n]:
                        raise Finding("case %d: grundy %s, XOR is %d" % (n, o["grundy"], want[n]))
            seen = {json.loads(l)["case"] for l in so.splitlines()}
            missing = [n for n in want if n not in seen]
            if missing and rc != 3:
                raise Finding("cases %s not answered" % missing[:5])

        self.run(argv, stdin=text if via_stdin else None, jsonl=jsonl, check=check, cases=True)

    def s_value(self):
        r = self.rng
        atoms = ["0", "1", "-1", "1/2", "3/8", "*", "*2", "^", "v", "^*", "+-1", "{1|0}", "{2|{1|0}}", "{|}", "{0|}",
                 "{|0}", "{0,*|0}", "{{1|0}|-1}", "1/1024", "1/3", "7/0", "*" + self.number(), self.number(),
                 "{" * 50 + "|" + "}" * 50, "{", "|", "}", "+", "up", "\u2191", "1/" + str(2 ** r.randrange(1, 80))]

        def expr(d):
            if d == 0 or r.random() < 0.4:
                return r.choice(atoms)
            op = r.randrange(4)
            if op == 0:
                return expr(d - 1) + " + " + expr(d - 1)
            if op == 1:
                return "-" + expr(d - 1)
            if op == 2:
                return "{%s|%s}" % (expr(d - 1), expr(d - 1))
            return "{%s,%s|%s}" % (expr(d - 1), expr(d - 1), expr(d - 1))

        if r.random() < 0.25:
            argv = ["value", "--compare", expr(2), expr(2), "--json"]
        else:
            argv = ["value"] + (["--first", r.choice(["left", "right", "up"])] if r.random() < 0.3 else []) + [
                expr(3), "--json"]
        self.run(argv, json_mode=True)

    def s_play(self):
        r = self.rng
        g = r.choice([x for x in self.catalog() if x["id"] != "graph"])
        ex = shlex.split(r.choice(g["examples"])) if g["examples"] else []
        if r.random() < 0.3:
            ex = self.mutate(ex)
        argv = ["play", g["id"]] + ex
        if g["kind"] == "partizan" and r.random() < 0.5:
            argv[2:2] = ["--side", r.choice(["left", "right", "x"])]
        if r.random() < 0.3:
            argv[2:2] = ["--first", r.choice(["human", "engine", "left", "x"])]
        inputs = []
        for _ in range(r.randrange(0, 40)):
            inputs.append(r.choice([str(r.randrange(1, 6)), str(r.randrange(1, 6)), "hint", "undo", "quit",
                                    "0", "-1", "99999999999999999999", "", " 1 ", "1.5", "h", self.word()]))
        stdin = "\n".join(inputs) + r.choice(["\n", ""])

        def check(so, se, rc):
            last = so.rstrip("\n").rsplit("\n", 1)[-1] if so.strip() else ""
            if rc == 0 and last not in ("you win", "the engine wins", "draw"):
                raise Finding("a played game (exit 0) ends with %r, not you win / the engine wins / draw" % last[:80])

        self.run(argv, stdin=stdin, check=check)

    # serve: one server a run, on a free loopback port
    def start_server(self):
        if self.server is not None:
            return self.server.poll() is None
        log = open(os.path.join(self.out, "serve-stderr.txt"), "wb")
        self.server = subprocess.Popen(self.launcher + ["serve", "--port", "0", "--host", "127.0.0.1"], cwd=ROOT,
                                       stdout=subprocess.PIPE, stderr=log, start_new_session=True)
        line = self.server.stdout.readline().decode("utf-8", "replace")
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not m:
            self.failures.append(("./sprague serve --port 0", "serve did not print its address: %r" % line))
            return False
        self.base = "http://127.0.0.1:%s" % m.group(1)
        return True

    def stop_server(self):
        if self.server is not None and self.server.poll() is None:
            os.killpg(self.server.pid, signal.SIGTERM)
            try:
                self.server.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(self.server.pid, signal.SIGKILL)
        if self.server is not None:
            with open(os.path.join(self.out, "serve-stderr.txt"), encoding="utf-8", errors="replace") as f:
                for l in f:
                    if STACK.search(l):
                        self.failures.append(("./sprague serve --port 0 (see serve-stderr.txt)",
                                              "stack trace on the server's standard error: " + l.strip()[:200]))
                        break

    def s_serve(self):
        r = self.rng
        if not self.start_server():
            return
        g = r.choice(self.catalog())
        ex = r.choice(g["examples"]) if g["examples"] else ""
        toks = shlex.split(ex)
        if r.random() < 0.5:
            toks = self.mutate(toks)
        opts = {}
        if g["options"] and r.random() < 0.4:
            o = r.choice(g["options"])
            opts[o["name"].lstrip("-")] = r.choice([self.number(), True, "1,2", self.word()]) if o["param"] else True
        kind = r.randrange(11)
        if kind == 0:
            q = {"game": g["id"], "position": " ".join(toks)}
            q.update({k: ("" if v is True else v) for k, v in opts.items()})
            if r.random() < 0.3:
                q["explain"] = ""
            req = ("GET", "/api/solve?" + urllib.parse.urlencode(q), None)
        elif kind == 1:
            body = {"game": g["id"], "position": toks, "options": opts, "explain": r.random() < 0.3}
            req = ("POST", "/api/solve", json.dumps(body).encode())
        elif kind == 2:
            body = {"game": g["id"], "position": toks, "options": opts}
            req = ("POST", "/api/moves", json.dumps(body).encode())
        elif kind == 3:
            q = {"ruleset": r.choice(["octal", "subtraction", "grundy", "lasker", "x"]), "code": "0.77",
                 "set": "1,3,4", "upto": r.choice(["300", self.number()])}
            req = ("GET", r.choice(["/api/values?", "/api/values/plot.png?"]) + urllib.parse.urlencode(q), None)
        elif kind == 4:
            body = {"ruleset": r.choice(["octal", "bash", "wythoff"]), "options": {"code": "0.77", "max": "3"},
                    "upto": r.choice([100, -1, 2 ** 63, "x", None])}
            req = ("POST", "/api/values", json.dumps(body).encode())
        elif kind == 5:
            lines, _, _ = self.random_graph()
            body = {"game": "graph", "graph": "\n".join(lines), "position": [], "options": {}}
            req = ("POST", r.choice(["/api/solve", "/api/moves"]), json.dumps(body).encode())
        elif kind == 6:
            bodies = [b"", b"{", b"[]", b"null", b"{\"game\": 1}", b"\xff\xfe", b"{\"game\":\"nim\",\"position\":\"3\"}",
                      json.dumps({"game": "nim", "position": ["1"] * 20000}).encode(),
                      b"{\"game\":\"nim\",\"position\":[\"" + b"9" * 200000 + b"\"]}",
                      json.dumps({"game": "graph", "options": {"file": "/etc/passwd"}}).encode(),
                      json.dumps({"game": "nim", "options": {"rules": "/tmp/x.java"}, "position": ["1"]}).encode()]
            req = ("POST", r.choice(["/api/solve", "/api/moves", "/api/values"]), r.choice(bodies))
        elif kind == 7:
            req = ("GET", r.choice(["/", "/api/games", "/api/nothing", "/../../etc/passwd", "/api/solve",
                                    "/api/solve?game=nim&position=%ff%fe", "/api/solve?" + "a=" * 5000,
                                    "/%00"]), None)
        elif kind == 9:
            # no file, code or cluster option is taken from a client, whatever game and whatever path; the position
            # is kept short, so that the request is not refused for its size before its options are looked at
            toks = [t[:100] for t in toks[:20]]
            name = r.choice(["regions", "file", "rules", "cases", "engine", "master", "progress"]
                            + [o["name"].lstrip("-") for o in g["options"] if re.search(r"FILE|^F$|DIR", o["param"] or "")])
            value = r.choice(["/dev/stdin", "/dev/zero", "/etc/passwd", "/no/such/file", self.special_file("fifo")])
            if r.random() < 0.5:
                req = ("GET", "/api/solve?" + urllib.parse.urlencode({"game": g["id"], "position": " ".join(toks),
                                                                       name: value}), None)
            else:
                req = ("POST", r.choice(["/api/solve", "/api/moves"]), json.dumps(
                    {"game": g["id"], "position": toks, "options": {name: value}}).encode())

            def refused(status, text):
                if status != 422 or "not accepted over the web" not in text:
                    raise Finding("the file option %s was not refused (HTTP %d): %s" % (name, status, text[:200]))
            return self.http(*req, check=refused)
        elif kind == 10:
            body = json.dumps({"game": "nim", "position": ["3", "4"]}) + r.choice([" x", "{}", "\n[1]", " null"])

            def bad_request(status, text):
                if status != 400:
                    raise Finding("text after the JSON body is HTTP %d, not 400" % status)
            return self.http("POST", r.choice(["/api/solve", "/api/values"]), body.encode(), check=bad_request)
        else:
            req = (r.choice(["PUT", "DELETE", "GET"]), r.choice(["/api/solve", "/api/moves", "/api/values"]), b"{}")
        self.http(*req)

    def http(self, method, path, body, check=None):
        cmd = "curl -s -X %s %s%s" % (method, shlex.quote(self.base), shlex.quote(path[:2000]))
        if body is not None:
            p = self.file("body.json", body)
            cmd += " --data-binary @" + shlex.quote(p)
        hit = self.known_entry(cmd)
        if hit and not self.args.include_known:
            self.skipped[hit[0]] = self.skipped.get(hit[0], 0) + 1
            return
        self.calls += 1
        req = urllib.request.Request(self.base + path, data=body, method=method)
        if body is not None:
            req.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(req, timeout=20) as resp:
                status, data, ctype = resp.status, resp.read(), resp.headers.get("Content-Type", "")
        except urllib.error.HTTPError as e:
            status, data, ctype = e.code, e.read(), e.headers.get("Content-Type", "")
        except Exception as e:  # a reset, a timeout: the server failed this request
            return self.fail(cmd, hit, "no HTTP answer: %r" % e, b"", b"")
        problems = []
        if status >= 500 and status != 503:
            problems.append("HTTP %d" % status)
        text = data.decode("utf-8", "replace")
        if re.search(r"\tat [\w$.]+\(|Exception|Caused by", text):
            problems.append("stack trace or exception in the answer")
        api = path.startswith("/api/")
        if api and (status in (413, 422, 503) or (status == 200 and "plot.png" not in path)):
            # the API's answers and its errors are JSON (docs/play.md)
            try:
                o = json.loads(text)
                if status != 200 and not (isinstance(o, dict) and str(o.get("error", "")).startswith("error: ")):
                    problems.append("HTTP %d without {\"error\": \"error: ...\"}" % status)
            except ValueError:
                problems.append("HTTP %d answer is not JSON: %r" % (status, text[:100]))
        if not problems and check is not None:
            try:
                check(status, text)
            except Finding as f:
                problems.append(str(f))
        if self.server.poll() is not None:
            problems.append("the server exited (code %s)" % self.server.returncode)
        if problems:
            self.fail(cmd, hit, "; ".join(problems) + " (HTTP %d)" % status, data[:2000], b"")
            if self.server.poll() is not None:
                self.server = None
                self.start_server()
        elif hit:
            self.known_passed.add(hit[0])

    def s_checkpoint(self):
        r = self.rng
        d = os.path.join(self.work, "ck-%d" % self.calls)
        shutil.rmtree(d, ignore_errors=True)
        n1 = r.randrange(100, 1500)
        n2 = n1 + r.randrange(0, 500)
        ok = self.run(["values", "grundy", "--upto", str(n1), "--checkpoint", d, "--json"], json_mode=True)
        if not ok or ok[0] != 0 or not os.path.isdir(d):
            return
        files = sorted(os.listdir(d))
        op = r.randrange(8)
        victim = os.path.join(d, r.choice(files)) if files else None
        if victim:
            b = bytearray(open(victim, "rb").read())
            if op == 0 and b:
                b[r.randrange(len(b))] ^= 1 << r.randrange(8)
            elif op == 1:
                b = b[:r.randrange(len(b) + 1)]
            elif op == 2:
                os.remove(victim)
                b = None
            elif op == 3:
                b += b"segment values-999999.bin 0 10 1 00000000\n"
            elif op == 4:
                b = bytearray(re.sub(rb"ruleset grundy", b"ruleset lasker", bytes(b)))
            elif op == 5:
                b = bytearray(re.sub(rb" (\d+) ", lambda m: b" %d " % (int(m.group(1)) * 7 + 3), bytes(b), count=1))
            elif op == 6:
                open(os.path.join(d, "values-000001.bin"), "wb").write(bytes(r.randrange(256) for _ in range(50)))
            else:
                b = bytearray()
            if b is not None:
                open(victim, "wb").write(bytes(b))
        want = grundy_game_table(n2)

        def check(so, se, rc):
            if rc == 0:
                o = json.loads(so)
                if o["values"] != want:
                    i = next(i for i in range(len(want)) if i >= len(o["values"]) or o["values"][i] != want[i])
                    raise Finding("resumed from a damaged checkpoint, G(%d) is wrong (a silent wrong answer)" % i)

        self.run(["values", "grundy", "--upto", str(n2), "--resume", d, "--json"], json_mode=True, check=check)

    # special files: what an output must never write through and an input must never read
    def special_file(self, kind, path=None):
        """Makes a file of this kind (fifo, device, dir, link, dangling, regular) and returns its path; a device
        needs root (mknod), so without it a FIFO stands in."""
        if path is None:
            self.case_no += 1
            path = os.path.join(self.work, "%05d-%s" % (self.case_no, kind.replace("/", "-")))
        if kind == "device":
            try:
                os.mknod(path, 0o644 | stat.S_IFCHR, os.makedev(1, 3))  # what /dev/null is
                return path
            except (PermissionError, AttributeError):
                kind = "fifo"
        if kind == "fifo":
            os.mkfifo(path)
        elif kind == "dir":
            os.mkdir(path)
        elif kind == "link":
            with open(path + ".target", "w") as f:
                f.write("keep")
            os.symlink(os.path.basename(path) + ".target", path)
        elif kind == "dangling":
            os.symlink(os.path.basename(path) + ".nowhere", path)
        else:
            with open(path, "w") as f:
                f.write("old")
        return path

    def s_outputs(self):
        r = self.rng
        name, command = r.choice([
            ("regions.bin", lambda t: ["build", "domineering-regions", "--max-squares", "3", "--out", t]),
            ("values.bin", lambda t: ["values", "grundy", "--upto", "40", "--out", t]),
            ("plot.png", lambda t: ["values", "grundy", "--upto", "40", "--plot", t]),
            ("grid.svg", lambda t: ["values", "wythoff", "--grid", "4,4", "--plot", t]),
            ("ck", lambda t: ["values", "grundy", "--upto", "40", "--checkpoint", t])])
        kind = r.choice(["fifo", "device", "dir", "link", "dangling", "regular"])
        self.case_no += 1
        d = os.path.join(self.work, "out-%05d" % self.case_no)
        os.makedirs(d, exist_ok=True)
        t = self.special_file(kind, os.path.join(d, name.replace(".", "-" + kind + ".")))
        mode = stat.S_IFMT(os.lstat(t).st_mode)

        def check(so, se, rc):
            now = stat.S_IFMT(os.lstat(t).st_mode)
            if stat.S_ISFIFO(mode) or stat.S_ISCHR(mode):
                if rc != 2 or now != mode:
                    raise Finding("an output to a special file gave exit %d and %s it" % (
                        rc, "left" if now == mode else "replaced"))
            if kind in ("link", "dangling", "regular") and name != "ck" and rc != 0:
                raise Finding("an output over a %s gave exit %d, not 0: it is replaced" % (
                    "regular file" if kind == "regular" else "symbolic link", rc))
            if kind == "link":
                with open(t + ".target") as f:
                    if f.read() != "keep":
                        raise Finding("the target of a symbolic link was written through")
                if rc == 0 and name != "ck" and not stat.S_ISREG(now):
                    raise Finding("the symbolic link was not replaced by the output file")

        self.run(command(t), check=check)

    def s_inputs(self):
        r = self.rng
        kind = r.choice(["fifo", "device", "dir", "dev/zero", "dev/stdin", "empty name"])
        if kind in ("dev/zero", "dev/stdin"):
            path = "/" + kind
        elif kind == "empty name":
            path = ""
        else:
            path = self.special_file(kind)
        self.case_no += 1
        manifest_dir = os.path.join(self.work, "resume-%05d" % self.case_no)
        argv = r.choice([
            ["solve", "nim", "--cases", path, "--json"], ["solve", "graph", "--file", path],
            ["solve", "domineering", "7x7", "--regions", path], ["solve", "--rules", path, "3"],
            ["values", "--rules", path, "--upto", "5"], ["survey", "--codes", path, "--upto", "10"],
            ["values", "grundy", "--upto", "50", "--resume", manifest_dir]])
        if argv[-1] == manifest_dir:
            os.makedirs(manifest_dir, exist_ok=True)
            self.special_file("fifo" if kind in ("dev/zero", "dev/stdin", "empty name") else kind,
                              os.path.join(manifest_dir, "manifest.txt"))

        def check(so, se, rc):
            if rc != 2:
                raise Finding("a %s as a file input gave exit %d, not 2" % (kind, rc))

        # a pipe on standard input, so /dev/stdin is a FIFO with data
        self.run(argv, stdin="3 4 5\n", check=check)

    def s_plugins(self):
        r = self.rng
        expr, valid = r.choice([("null", False), ('""', False), ('"a b/../x\\n--json"', False), ('"-x"', False),
                                ('"%s"' % ("x" * 41), False), ('"tab\\there"', False), ('"\u00fcber"', False),
                                ('"nim"', False), ('"fuzz-%d"' % r.randrange(100), True), ('"Zz9-a"', True)])
        if r.random() < 0.2:
            # the launcher must refuse a special file on the class path: java would block opening a FIFO as a jar
            fifo = self.special_file(r.choice(["fifo", "device"]))

            def refused(so, se, rc):
                if rc != 2:
                    raise Finding("a special file on SPRAGUE_CLASSPATH gave exit %d, not 2" % rc)
            return self.run(["list"], check=refused, env={"SPRAGUE_CLASSPATH": fifo})
        jar = self.plugin_jar(expr)
        if jar is None:
            return

        def check(so, se, rc):
            if valid and (rc != 0 or ('"id":%s' % expr) not in so.replace(" ", "")):
                raise Finding("a plug-in with the id %s is not listed (exit %d)" % (expr, rc))
            if not valid and (rc != 2 or "fz.FuzzGame" not in se):
                raise Finding("a plug-in with the bad id %s gave exit %d without naming its class" % (expr, rc))

        self.run(["list", "--json"], json_mode=True, check=check, env={"SPRAGUE_CLASSPATH": jar})

    def plugin_jar(self, id_expr):
        """A jar with one game, fz.FuzzGame, whose id() returns id_expr (compiled once per id)."""
        cache = self.__dict__.setdefault("plugin_jars", {})
        if id_expr in cache:
            return cache[id_expr]
        import zipfile
        d = os.path.join(self.work, "plugin-%d" % len(cache))
        os.makedirs(os.path.join(d, "src", "fz"), exist_ok=True)
        src = os.path.join(d, "src", "fz", "FuzzGame.java")
        with open(src, "w", encoding="utf-8") as f:
            f.write("package fz;\nimport java.util.List;\nimport org.sprague.catalog.*;\n"
                    "public final class FuzzGame implements CatalogGame {\n"
                    "    public String id() { return %s; }\n"
                    "    public GameKind kind() { return GameKind.IMPARTIAL; }\n"
                    "    public String summary() { return \"a plug-in of the fuzz campaign\"; }\n"
                    "    public String syntax() { return \"N\"; }\n"
                    "    public List<String> examples() { return List.of(); }\n"
                    "    public List<GameOption> options() { return List.of(); }\n"
                    "    public Answer solve(GameOptions o, List<String> p) { throw new UnsupportedOperationException(); }\n"
                    "}\n" % id_expr)
        built = subprocess.run(["javac", "-encoding", "UTF-8", "-cp", os.path.join(ROOT, "sprague-cli", "target",
                               "sprague.jar"), "-d", os.path.join(d, "classes"), src], capture_output=True)
        if built.returncode != 0:
            self.failures.append(("javac " + src, "the fuzz plug-in did not compile: " + built.stderr.decode()[-300:]))
            cache[id_expr] = None
            return None
        jar = os.path.join(d, "fuzz-game.jar")
        with zipfile.ZipFile(jar, "w") as z:
            z.write(os.path.join(d, "classes", "fz", "FuzzGame.class"), "fz/FuzzGame.class")
            z.writestr("META-INF/services/org.sprague.catalog.GameProvider", "fz.FuzzGame\n")
        cache[id_expr] = jar
        return jar


def load_known(path):
    """Known failures: 'REGEX<TAB or two spaces>description' a line (# comments); REGEX is searched in the command."""
    known = []
    if not path or not os.path.exists(path):
        return known
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            m = re.match(r"^(\S+)\s+(.*)$", line)
            pat, desc = (m.group(1), m.group(2)) if m else (line.strip(), "")
            known.append((re.compile(pat), desc))
    return known


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--surfaces", default=",".join(SURFACES), help="comma separated: " + ",".join(SURFACES))
    ap.add_argument("--calls", type=int, default=0, help="stop after this many calls (0: only --seconds stops)")
    ap.add_argument("--timeout", type=float, default=75, help="seconds a call may take before it is a hang")
    ap.add_argument("--out", default=os.path.join(ROOT, "target", "fuzz"), help="where inputs and failures go")
    ap.add_argument("--known", default=os.path.join(ROOT, "scripts", "fuzz-known.txt"))
    ap.add_argument("--include-known", action="store_true", help="also run the cases of known failures")
    ap.add_argument("--ci", action="store_true", help="the CI-sized run: fixed seed, %d calls (at most %d s), CI "
                                                      "surfaces" % (CI_CALLS, CI_SECONDS))
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    if a.ci:
        a.seed, a.seconds, a.calls, a.surfaces, a.timeout = CI_SEED, CI_SECONDS, CI_CALLS, ",".join(CI_SURFACES), \
            CI_TIMEOUT
    surfaces = [s for s in a.surfaces.split(",") if s]
    bad = [s for s in surfaces if s not in SURFACES]
    if bad:
        ap.error("unknown surface %s (known: %s)" % (",".join(bad), ",".join(SURFACES)))
    if os.path.isdir(a.out):
        shutil.rmtree(os.path.join(a.out, "work"), ignore_errors=True)
        for f in os.listdir(a.out):
            if f.startswith("failure-"):
                os.remove(os.path.join(a.out, f))
    fz = Fuzz(a)
    fz.catalog()  # builds the jar first, outside the time budget
    print("fuzz: seed %d, %g s%s, surfaces %s, timeout %g s a call; inputs in %s"
          % (a.seed, a.seconds, ", %d calls" % a.calls if a.calls else "", ",".join(surfaces), a.timeout, fz.out))
    t0 = time.time()
    i = 0
    try:
        while time.time() - t0 < a.seconds and not (a.calls and fz.calls >= a.calls):
            s = surfaces[i % len(surfaces)] if i < len(surfaces) else fz.rng.choice(surfaces)
            i += 1
            before = fz.calls
            getattr(fz, "s_" + s)()
            fz.per_surface[s] = fz.per_surface.get(s, 0) + fz.calls - before
    finally:
        fz.stop_server()
    print("fuzz: %d calls in %.0f s (%s)" % (fz.calls, time.time() - t0,
                                              ", ".join("%s %d" % kv for kv in sorted(fz.per_surface.items()))))
    for pat, n in sorted(fz.skipped.items()):
        print("fuzz: skipped %d case(s) of the known failure %s (not a pass)" % (n, pat))
    if a.include_known:
        for pat, desc in fz.known:
            if pat.pattern in fz.known_passed and pat.pattern not in fz.known_failed:
                print("fuzz: known failure %s held in every case run: remove its entry if it is fixed" % pat.pattern)
    skipped = sum(fz.skipped.values())
    failed = len(fz.failures)
    if fz.failures:
        print("fuzz: %d FAILURE(S); each command above reproduces one (details in %s/failure-*.txt)"
              % (failed, fz.out))
    else:
        print("fuzz: no failures")
    # the plain closing line: calls that held, calls that failed, known failures skipped (not passes)
    print("fuzz: %d passed, %d failed, %d skipped" % (fz.calls - failed, failed, skipped))
    return 1 if fz.failures else 0


if __name__ == "__main__":
    sys.exit(main())
