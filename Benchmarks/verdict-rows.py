#!/usr/bin/env python3
"""Lists, row by row, what a build does with the hand-reviewed verdicts (score-verdicts.py counts them).

    Benchmarks/verdict-rows.py NAVLINT APPS_DIR [RULE ...] [--cache FILE] [--partial]

For the given rules (all when none), prints one line per:
  FP    fp verdict the build still reports (with the verdict's note)
  LOST  tp verdict the build no longer reports
  NEW   finding with no verdict (with the finding's message): review it
--cache FILE keeps the build's findings in FILE (JSON) and reuses them when it exists, so a second
listing of the same build does not run it again over every app.
--partial lists only the apps APPS_DIR holds (e.g. a folder of newly reviewed apps), each app folder
(OWNER+NAME) with or without verdicts; without it an app with verdicts that APPS_DIR lacks stops the run.
"""

import importlib.util
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("score_verdicts", os.path.join(HERE, "score-verdicts.py"))
score = importlib.util.module_from_spec(spec)
spec.loader.exec_module(score)


def main():
    args = sys.argv[1:]
    cache = None
    partial = "--partial" in args
    args = [arg for arg in args if arg != "--partial"]
    if "--cache" in args:
        position = args.index("--cache")
        cache = args[position + 1]
        del args[position:position + 2]
    if len(args) < 2:
        sys.exit(__doc__)
    navlint, apps, rules = os.path.abspath(args[0]), args[1], set(args[2:])
    rows, _ = score.read_verdicts(os.path.join(HERE, "verdicts.tsv"))
    if cache and os.path.exists(cache):
        with open(cache, encoding="utf-8") as file:
            reported = {repo: {tuple(f) for f in found} for repo, found in json.load(file).items()}
    else:
        reported = {}
        repos = {row["repo"] for row in rows}
        if partial:
            # A newly fetched app has no rows yet: every finding of it is NEW.
            repos |= {name.replace("+", "/", 1) for name in os.listdir(apps)
                      if "+" in name and os.path.isdir(os.path.join(apps, name))}
        for repo in sorted(repos):
            folder = os.path.join(apps, repo.replace("/", "+"))
            if not os.path.isdir(folder):
                if partial:
                    continue
                sys.exit(f"{folder}: no such app folder (pass --partial to list only the apps {apps} holds)")
            result = subprocess.run([navlint, "--format", "json", "."], cwd=folder, capture_output=True, text=True)
            if result.returncode not in (0, 1):
                sys.exit(f"navlint failed in {folder} (exit {result.returncode}): {result.stderr.strip()}")
            reported[repo] = {(f["path"], f["line"], f["ruleId"], f["message"]) for f in json.loads(result.stdout)["findings"]}
        if cache:
            with open(cache, "w", encoding="utf-8") as file:
                json.dump({repo: sorted(found) for repo, found in reported.items()}, file)
    keys = {repo: {finding[:3] for finding in found} for repo, found in reported.items()}
    rows = [row for row in rows if row["repo"] in keys]
    judged = set()
    lines = []
    for row in rows:
        if rules and row["rule"] not in rules:
            continue
        key = (row["path"], row["line"], row["rule"])
        judged.add((row["repo"],) + key)
        is_reported = key in keys[row["repo"]]
        if is_reported and row["verdict"] == "fp":
            lines.append(("FP", row["repo"], *key, row["note"]))
        elif not is_reported and row["verdict"] == "tp":
            lines.append(("LOST", row["repo"], *key, row["note"]))
    for repo, found in reported.items():
        for path, line, rule, message in found:
            if (not rules or rule in rules) and (repo, path, line, rule) not in judged:
                lines.append(("NEW", repo, path, line, rule, message))
    for kind, repo, path, line, rule, text in sorted(lines, key=lambda entry: entry[:5]):
        print(f"{kind}\t{repo}\t{path}\t{line}\t{rule}\t{text}")


if __name__ == "__main__":
    main()
