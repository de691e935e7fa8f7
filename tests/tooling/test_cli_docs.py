#!/usr/bin/env python3
"""The documentation cannot drift from the program: every command that
`jgreplicate-cli --help` lists, with its usage line, and every option that
`jgreplicate-cli COMMAND --help` lists, is in docs/CLI.md (in the command's
own section) and in the man page (in the command's own entry); and both list
every exit code."""
import os
import re
import subprocess
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
cli = os.environ["JGR_CLI"]
env = dict(os.environ, LANGUAGE="en", LANG="C.UTF-8", LC_ALL="C.UTF-8")
failures = []


def run(*args):
    done = subprocess.run([cli, *args], env=env, capture_output=True, text=True)
    if done.returncode != 0:
        failures.append(f"jgreplicate-cli {' '.join(args)} exited {done.returncode}: {done.stderr.strip()}")
    return done.stdout


def squash(text):
    return re.sub(r"\s+", " ", text)


def commands():
    """(name, usage) pairs from --help: '  usage' lines followed by '      summary'."""
    lines = run("--help").splitlines()
    start = lines.index("Commands:") + 1
    found = []
    for line in lines[start:]:
        if not line.strip():
            break
        if line.startswith("  ") and not line.startswith("      "):
            usage = line.strip()
            found.append((usage.split(" ")[0], usage))
    return found


def options(name):
    text = run(name, "--help")
    found = set(re.findall(r"^\s+(--[a-z][a-z-]*)", text, re.M))
    found.discard("--help")
    return found


def man_text():
    page = os.path.join(root, "installer", "man", "jgreplicate-cli.1")
    roff = subprocess.run(["groff", "-man", "-Tutf8", "-rLL=400n", page], capture_output=True, check=True)
    plain = subprocess.run(["col", "-bx"], input=roff.stdout, capture_output=True, check=True)
    return plain.stdout.decode()


def cli_md_sections():
    """### headings of docs/CLI.md -> their text; a heading may name several commands."""
    text = open(os.path.join(root, "docs", "CLI.md"), encoding="utf-8").read()
    sections = {}
    for part in re.split(r"^### ", text, flags=re.M)[1:]:
        heading, _, body = part.partition("\n")
        for name in heading.split(","):
            sections[name.strip()] = body
    return text, sections


listed = commands()
if len(listed) < 15:
    failures.append(f"--help lists only {len(listed)} commands: {listed}")
man = man_text()
man_flat = squash(man)
cli_md, sections = cli_md_sections()

# Each command's entry in the man page runs from its usage line to the next one.
positions = []
for name, usage in listed:
    at = man_flat.find(squash(usage))
    if at < 0:
        failures.append(f"man page: no entry with the usage line `{usage}`")
    positions.append(at)
ends = sorted(p for p in positions if p >= 0) + [man_flat.find(" EXIT STATUS")]

for (name, usage), at in zip(listed, positions):
    opts = options(name)
    body = sections.get(name)
    if body is None:
        failures.append(f"docs/CLI.md: no section `### {name}`")
    else:
        if f"`{usage}`" not in body:
            failures.append(f"docs/CLI.md, {name}: the usage line `{usage}` is missing or differs")
        described = body.replace(f"`{usage}`", "")  # the usage line names them all; each needs its own words
        for o in sorted(opts):
            if not re.search(rf"`(list |purge )?{o}\b", described):
                failures.append(f"docs/CLI.md, {name}: option {o} is not described")
    if at >= 0:
        end = min(e for e in ends if e > at)
        entry = man_flat[at:end]
        for o in sorted(opts):
            if o not in entry:
                failures.append(f"man page, {name}: option {o} is not described")

exit_table = re.search(r"## Exit codes\n(.*?)(\n## |\Z)", cli_md, re.S)
man_exit = man_flat[man_flat.find(" EXIT STATUS"):]
for code in range(9):
    if not exit_table or not re.search(rf"^\| {code} \|", exit_table.group(1), re.M):
        failures.append(f"docs/CLI.md: exit code {code} is not in the exit code table")
    if not re.search(rf" {code} [A-Z]", man_exit):
        failures.append(f"man page: exit code {code} is not under EXIT STATUS")

if failures:
    print("\n".join("FAIL: " + f for f in failures))
    sys.exit(1)
print(f"ok: {len(listed)} commands and their options agree with docs/CLI.md and the man page")
