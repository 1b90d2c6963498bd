#!/usr/bin/env bash
# Extracts the Swift files of every app in Benchmarks/apps.txt, at the listed commit, into DEST/OWNER+NAME.
# Each app is cloned from GitHub (or from a mirror in $APPS_MIRROR/OWNER+NAME/repo, bare or with a .git
# folder, when set).
#
#   Benchmarks/fetch-apps.sh DEST
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dest=${1:?usage: fetch-apps.sh DEST}
mkdir -p "$dest"
grep -v '^#' "$here/apps.txt" | while read -r repo commit; do
  [ -n "$repo" ] || continue
  name=${repo/\//+}
  git_dir=${APPS_MIRROR:+$APPS_MIRROR/$name/repo}
  # A mirror holds either a bare repository (repo/) or a clone (repo/.git).
  if [ -n "$git_dir" ] && [ -d "$git_dir/.git" ]; then git_dir="$git_dir/.git"; fi
  if [ -z "$git_dir" ] || [ ! -d "$git_dir" ]; then
    git_dir="$dest/.git-$name"
    [ -d "$git_dir" ] || git clone --quiet --bare --filter=blob:none "https://github.com/$repo" "$git_dir" \
      || { echo "$name: no mirror and no clone; skipped" >&2; continue; }
  fi
  git --git-dir="$git_dir" cat-file -e "$commit" 2>/dev/null || { echo "$name: commit $commit missing; skipped" >&2; continue; }
  rm -rf "${dest:?}/$name"; mkdir -p "$dest/$name"
  # Only the Swift files: some apps keep blobs (LFS, test data) that a partial copy lacks.
  # An app without Swift files at that commit (git archive finds no path) is skipped, not fatal.
  if ! git --git-dir="$git_dir" archive "$commit" -- ':(glob)**/*.swift' 2>/dev/null | tar -x -C "$dest/$name" 2>/dev/null; then
    echo "$name: no Swift files at $commit; skipped" >&2; rmdir "$dest/$name" 2>/dev/null || true; continue
  fi
  echo "$name: $(find "$dest/$name" -name '*.swift' | wc -l) Swift files"
done
