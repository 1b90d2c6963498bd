#!/usr/bin/env python3
"""Re-scores a navlint build against the hand-reviewed verdicts in Benchmarks/verdicts.tsv.

    Benchmarks/score-verdicts.py NAVLINT APPS_DIR [APPS_DIR ...] [--verdicts VERDICTS] [--partial]
    Benchmarks/score-verdicts.py --check [VERDICTS]

--check only reads the verdicts file (CI runs it): it exits non-zero on a malformed row or on a
second verdict for one finding (a missed row that a later build reports counts as tp; it needs no
tp row beside it).

NAVLINT is the navlint binary to score (a release build). Each APPS_DIR is a folder holding apps'
Swift files as OWNER+NAME/ (Benchmarks/fetch-apps.sh makes one); an app is looked up in each
APPS_DIR in the order given and the first folder holding it is used, so apps fetched at different
times into different folders can be scored together. VERDICTS is the verdicts file (default:
verdicts.tsv beside this script); as before, a last argument ending in .tsv is taken as VERDICTS.
An app with verdicts that no APPS_DIR holds stops the run, so a score never leaves apps out in
silence; --partial scores only the apps the folders hold (e.g. a folder of newly reviewed apps)
and names how many were left out.

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
  tp w/e, fp w/e
             the reported tp and fp findings by severity: how many are warnings and how many errors
             (an error fails a build, a warning does not: app-lifetime cycles are warnings)
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
    rows, read_in_full, judged = [], set(), {}
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
            key = (row["repo"], row["path"], row["line"], row["rule"])
            if key in judged:  # a missed leak that a build finds later keeps its missed row: it counts as tp
                sys.exit(f"{path}:{number}: a second verdict for the finding judged on line {judged[key]}")
            judged[key] = number
            rows.append(row)
    return rows, read_in_full


def findings(navlint, app_folder):
    """{(path, line, rule): severity} of every finding navlint reports in one app, run from its root.
    Two findings on one line of one rule count once, as an error if either is."""
    result = subprocess.run([navlint, "--format", "json", "."], cwd=app_folder,
                            capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"navlint failed in {app_folder} (exit {result.returncode}): {result.stderr.strip()}")
    report = json.loads(result.stdout)
    found = {}
    for finding in report["findings"]:
        key = (finding["path"], finding["line"], finding["ruleId"])
        if found.get(key) != "error":
            found[key] = finding["severity"]
    return found


def parse_arguments(arguments):
    """(navlint, [apps folders], verdicts file, partial) from the command line; exits with the usage."""
    verdicts_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "verdicts.tsv")
    positional = []
    partial = "--partial" in arguments
    arguments = [argument for argument in arguments if argument != "--partial"]
    index = 0
    while index < len(arguments):
        argument = arguments[index]
        if argument == "--verdicts" and index + 1 < len(arguments):
            verdicts_path = arguments[index + 1]
            index += 2
            continue
        if argument.startswith("--verdicts="):
            verdicts_path = argument.split("=", 1)[1]
        elif argument.startswith("-"):
            sys.exit(__doc__)
        else:
            positional.append(argument)
        index += 1
    if len(positional) >= 3 and positional[-1].endswith(".tsv") and os.path.isfile(positional[-1]):
        verdicts_path = positional.pop()
    if len(positional) < 2:
        sys.exit(__doc__)
    for folder in positional[1:]:
        if not os.path.isdir(folder):
            sys.exit(f"{folder}: not a folder of apps")
    return os.path.abspath(positional[0]), positional[1:], verdicts_path, partial


def app_folder(repo, apps_folders):
    """The first of the apps folders that holds the app, or None."""
    for apps in apps_folders:
        folder = os.path.join(apps, repo.replace("/", "+"))
        if os.path.isdir(folder):
            return folder
    return None


def main():
    if sys.argv[1:2] == ["--check"]:
        path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "verdicts.tsv")
        rows, _ = read_verdicts(path)
        print(f"{path}: {len(rows)} verdicts, well-formed")
        return
    navlint, apps_folders, verdicts_path, partial = parse_arguments(sys.argv[1:])
    rows, read_in_full = read_verdicts(verdicts_path)

    reported = {}
    left_out = []
    for repo in sorted({row["repo"] for row in rows}):
        folder = app_folder(repo, apps_folders)
        if folder is None:
            if partial:
                left_out.append(repo)
                continue
            sys.exit(f"{repo.replace('/', '+')}: in none of {', '.join(apps_folders)}; extract the apps first "
                     f"(Benchmarks/fetch-apps.sh {apps_folders[0]}), or pass --partial to score only the apps there")
        reported[repo] = findings(navlint, folder)
    if left_out:
        print(f"--partial: {len(reported)} apps scored, {len(left_out)} apps with verdicts left out (not in the folders)")
    rows = [row for row in rows if row["repo"] in reported]

    counts = collections.defaultdict(collections.Counter)
    judged = set()
    for row in rows:
        key = (row["path"], row["line"], row["rule"])
        judged.add((row["repo"],) + key)
        severity = reported[row["repo"]].get(key)
        is_reported = severity is not None
        is_real = row["verdict"] in ("tp", "missed")
        stats = counts[row["rule"]]
        if is_reported:
            stats["tp" if is_real else "fp"] += 1
            stats[("tp" if is_real else "fp") + " " + severity] += 1
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

    def by_severity(stats, kind):
        return f"{stats[kind + ' warning']}/{stats[kind + ' error']}"

    print(f"{'rule':32} {'precision':>14} {'recall':>14} {'unreviewed':>10} {'fixed':>5} {'lost':>5} {'tp w/e':>8} {'fp w/e':>8}")
    total = collections.Counter()
    for rule in sorted(counts):
        stats = counts[rule]
        total.update(stats)
        judged_count = stats["tp"] + stats["fp"]
        precision = f"{stats['tp'] / judged_count:.0%} ({stats['tp']}/{judged_count})" if judged_count else "-"
        recall = f"{stats['found'] / stats['real']:.0%} ({stats['found']}/{stats['real']})" if stats["real"] else "-"
        print(f"{rule:32} {precision:>14} {recall:>14} {stats['unreviewed']:>10} {stats['fixed']:>5} {stats['lost']:>5}"
              f" {by_severity(stats, 'tp'):>8} {by_severity(stats, 'fp'):>8}")
    print(f"severity of the reviewed findings reported: tp {total['tp error']} errors, {total['tp warning']} warnings;"
          f" fp {total['fp error']} errors, {total['fp warning']} warnings")


if __name__ == "__main__":
    main()
