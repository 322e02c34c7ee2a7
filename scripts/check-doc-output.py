#!/usr/bin/env python3
"""Re-runs every `$ ./sprague ...` line in the code blocks of Markdown files (also with variables set in front:
`$ SPRAGUE_CLASSPATH=x.jar ./sprague ...`) and reports where the output shown differs from a real run; with --fix,
writes the real output in. Output abbreviated with '...' is left alone.
Run from the repository root:
    scripts/check-doc-output.py [--fix] README.md docs/*.md
"""
import re
import subprocess
import sys

fix = "--fix" in sys.argv
paths = [a for a in sys.argv[1:] if a != "--fix"] or ["README.md"]
mismatches = 0
PLUGIN = "docs/examples/plugin"

# The plug-in's README runs its jar: build it first, with the commands that README gives (and the command's jar
# they compile against), so that its blocks are checked against the plug-in, not against a missing class path.
if any(p.startswith(PLUGIN) for p in paths):
    subprocess.run("./sprague --version > /dev/null", shell=True, check=True)
    subprocess.run(f"javac -d {PLUGIN}/target/classes -cp sprague-cli/target/sprague.jar {PLUGIN}/*.java"
                   f" && jar --create --file {PLUGIN}/target/take-or-halve.jar -C {PLUGIN}/target/classes ."
                   f" -C {PLUGIN} META-INF", shell=True, check=True)
COMMAND = re.compile(r"\$ (?:[A-Za-z_][A-Za-z0-9_]*=\S* )*\./sprague")


def refresh(block):
    global mismatches
    lines = block.split("\n")
    out = []
    i = 0
    while i < len(lines):
        out.append(lines[i])
        if not COMMAND.match(lines[i]):
            i += 1
            continue
        cmd = lines[i][2:]
        j = i + 1
        while j < len(lines) and not lines[j].startswith("$ "):
            j += 1
        shown = lines[i + 1:j]
        trailing = []
        while shown and shown[-1] == "":
            trailing.append(shown.pop())
        i = j
        if any("..." in l for l in shown):
            out.extend(shown + trailing)
            continue
        run = subprocess.run(cmd, shell=True, capture_output=True, text=True)
        real = (run.stdout + run.stderr).rstrip("\n").split("\n")
        if real != shown:
            mismatches += 1
            print(f"{path}: {cmd}")
        out.extend((real if fix else shown) + trailing)
    return "\n".join(out)


for path in paths:
    text = open(path, encoding="utf-8").read()
    new = re.sub(r"(```[a-z]*\n)(.*?)(```)", lambda m: m.group(1) + refresh(m.group(2)) + m.group(3), text,
                 flags=re.S)
    if fix and new != text:
        open(path, "w", encoding="utf-8").write(new)
print(f"{mismatches} mismatches" + (" (fixed)" if fix else ""))
sys.exit(1 if mismatches and not fix else 0)
