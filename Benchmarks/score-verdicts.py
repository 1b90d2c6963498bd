#!/usr/bin/env python3
"""Re-scores a navlint build against the hand-reviewed verdicts in Benchmarks/verdicts.tsv.

    Benchmarks/score-verdicts.py NAVLINT APPS_DIR [VERDICTS]

NAVLINT is the navlint binary to score (a release build), APPS_DIR the folder holding each app's
Swift files as OWNER+NAME/ (Benchmarks/fetch-apps.sh makes it), VERDICTS the verdicts file
(default: verdicts.tsv beside this script).

A verdict names one finding (repo, path, line, rule) and says whether it is right:
  tp      a real leak, cycle or hack, as the rule's document defines it
  fp      wrong (the note says why)
  missed  a real leak that the reviewed build did not report, where the rule should report it

The build is run over every app that has a verdict, and each of its findings is matched to a
verdict by (repo, path, line, rule). Per rule this prints:
  precision  tp / (tp + fp) over the findings this build reports that have a verdict
  recall     over the apps marked "# read-in-full: OWNER/NAME" in the verdicts file (every real leak
             of those apps is recorded): the real leaks reported / all real leaks recorded there
  unreviewed findings this build reports with no verdict (review them: precision ignores them)
  fixed      fp verdicts this build no longer reports; lost: tp verdicts it no longer reports
"""

import collections
import json
import os
import subprocess
import sys

COLUMNS = ["repo", "commit", "path", "line", "rule", "verdict", "note"]
VERDICTS = {"tp", "fp", "missed"}


def read_verdicts(path):
    """The verdict rows and the set of apps read in full; exits on a malformed line."""
    rows, read_in_full = [], set()
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            line = line.rstrip("\n")
            if line.startswith("# read-in-full:"):
                read_in_full.add(line.split(":", 1)[1].strip())
                continue
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != len(COLUMNS) or fields[5] not in VERDICTS or not fields[3].isdigit():
                sys.exit(f"{path}:{number}: expected {len(COLUMNS)} tab-separated columns "
                         f"({', '.join(COLUMNS)}) with verdict one of {sorted(VERDICTS)}")
            row = dict(zip(COLUMNS, fields))
            row["line"] = int(row["line"])
            rows.append(row)
    return rows, read_in_full


def findings(navlint, app_folder):
    """The (path, line, rule) of every finding navlint reports in one app, run from its root."""
    result = subprocess.run([navlint, "--format", "json", "."], cwd=app_folder,
                            capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"navlint failed in {app_folder} (exit {result.returncode}): {result.stderr.strip()}")
    report = json.loads(result.stdout)
    return {(f["path"], f["line"], f["ruleId"]) for f in report["findings"]}


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    navlint, apps = os.path.abspath(sys.argv[1]), sys.argv[2]
    verdicts_path = sys.argv[3] if len(sys.argv) == 4 else os.path.join(os.path.dirname(__file__), "verdicts.tsv")
    rows, read_in_full = read_verdicts(verdicts_path)

    reported = {}
    for repo in sorted({row["repo"] for row in rows}):
        folder = os.path.join(apps, repo.replace("/", "+"))
        if not os.path.isdir(folder):
            sys.exit(f"{folder}: missing; extract the apps first (Benchmarks/fetch-apps.sh {apps})")
        reported[repo] = findings(navlint, folder)

    counts = collections.defaultdict(collections.Counter)
    judged = set()
    for row in rows:
        key = (row["path"], row["line"], row["rule"])
        judged.add((row["repo"],) + key)
        is_reported = key in reported[row["repo"]]
        is_real = row["verdict"] in ("tp", "missed")
        stats = counts[row["rule"]]
        if is_reported:
            stats["tp" if is_real else "fp"] += 1
        elif row["verdict"] == "fp":
            stats["fixed"] += 1
        elif row["verdict"] == "tp":
            stats["lost"] += 1
        if is_real and row["repo"] in read_in_full:
            stats["real"] += 1
            stats["found"] += is_reported
    for repo, keys in reported.items():
        for key in keys:
            if (repo,) + key not in judged:
                counts[key[2]]["unreviewed"] += 1

    print(f"{'rule':32} {'precision':>14} {'recall':>14} {'unreviewed':>10} {'fixed':>5} {'lost':>5}")
    for rule in sorted(counts):
        stats = counts[rule]
        judged_count = stats["tp"] + stats["fp"]
        precision = f"{stats['tp'] / judged_count:.0%} ({stats['tp']}/{judged_count})" if judged_count else "-"
        recall = f"{stats['found'] / stats['real']:.0%} ({stats['found']}/{stats['real']})" if stats["real"] else "-"
        print(f"{rule:32} {precision:>14} {recall:>14} {stats['unreviewed']:>10} {stats['fixed']:>5} {stats['lost']:>5}")


if __name__ == "__main__":
    main()
