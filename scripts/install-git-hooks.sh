#!/bin/sh
# npm install's prepare step: points git at the repository's hooks (.githooks/pre-commit), once this
# folder is a git work tree of its own (a clone or a `git worktree`). Anywhere else it does nothing:
# the Docker build (no git, and only package.json and the lockfile when npm ci runs), an unpacked
# archive, a folder inside another repository. It never fails an install: a missing hook costs
# nothing that CI does not check anyway.
top=$(git rev-parse --show-toplevel 2>/dev/null) || exit 0
[ "$top" -ef . ] || exit 0
git config core.hooksPath .githooks || true
