#!/usr/bin/env python3
"""Cross-check `bridge score -` against an independent duplicate scorer.

Usage: python3 tests/scoring_crosscheck.py [path/to/bridge]   (default: target/debug/bridge)

The scorer below is written directly from the published duplicate scoring table (WBF Laws of
Duplicate Bridge 2017, Law 77, the figures also quoted in the project's rules reference §5), as
lookups into that table, not from the Rust code. Every combination of level (1-7) x strain (C D H S NT) x
doubling (-, X, XX) x vulnerability (None, NS, declarer North) x tricks (0-13) -- 2940 lines --
goes through one `bridge score -` run. Prints "N passed, M failed" and exits 1 on any mismatch.
"""

import subprocess
import sys

# Law 77, trick points for each odd trick bid and made, undoubled.
FIRST_TRICK = {"C": 20, "D": 20, "H": 30, "S": 30, "NT": 40}
LATER_TRICKS = {"C": 20, "D": 20, "H": 30, "S": 30, "NT": 30}
MULTIPLIER = {"": 1, "X": 2, "XX": 4}

# Overtricks, each: undoubled = trick value; doubled / redoubled by vulnerability.
OVERTRICK = {("X", False): 100, ("X", True): 200, ("XX", False): 200, ("XX", True): 400}

# Bonus for making a doubled / redoubled contract ("insult").
INSULT = {"": 0, "X": 50, "XX": 100}

GAME = {False: 300, True: 500}
PART_SCORE = 50
SLAM = {(6, False): 500, (6, True): 750, (7, False): 1000, (7, True): 1500}

# Undertrick penalties, cumulative totals for 1..13 down, as the scoring table prints them
# (doubled: not vulnerable 100, 300, 500, 800, then +300 each; vulnerable 200, 500, 800, then
# +300 each; redoubled is twice doubled; undoubled 50 / 100 each).
def _cumulative(first, steps, later):
    totals, total = [], 0
    for i in range(13):
        total += first if i == 0 else (steps[i - 1] if i - 1 < len(steps) else later)
        totals.append(total)
    return totals


PENALTY = {
    ("", False): _cumulative(50, [], 50),
    ("", True): _cumulative(100, [], 100),
    ("X", False): _cumulative(100, [200, 200], 300),
    ("X", True): _cumulative(200, [300, 300], 300),
    ("XX", False): _cumulative(200, [400, 400], 600),
    ("XX", True): _cumulative(400, [600, 600], 600),
}
assert PENALTY[("X", False)][:5] == [100, 300, 500, 800, 1100]
assert PENALTY[("XX", True)][:5] == [400, 1000, 1600, 2200, 2800]


def reference_score(level, strain, doubling, vulnerable, tricks):
    """Score for the declaring side."""
    needed = level + 6
    if tricks < needed:
        return -PENALTY[(doubling, vulnerable)][needed - tricks - 1]
    contract_points = (FIRST_TRICK[strain] + LATER_TRICKS[strain] * (level - 1)) * MULTIPLIER[doubling]
    over = tricks - needed
    if doubling == "":
        over_points = over * LATER_TRICKS[strain]
    else:
        over_points = over * OVERTRICK[(doubling, vulnerable)]
    bonus = GAME[vulnerable] if contract_points >= 100 else PART_SCORE
    return contract_points + over_points + INSULT[doubling] + bonus + SLAM.get((level, vulnerable), 0)


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else "target/debug/bridge"
    cases = []
    for level in range(1, 8):
        for strain in ("C", "D", "H", "S", "NT"):
            for doubling in ("", "X", "XX"):
                for vul in ("None", "NS"):
                    for tricks in range(14):
                        expected = reference_score(level, strain, doubling, vul == "NS", tricks)
                        cases.append((f"{level}{strain}{doubling} N {vul} {tricks}", expected))
    assert len(cases) == 2940
    stdin = "".join(line + "\n" for line, _ in cases)
    try:
        run = subprocess.run([binary, "score", "-"], input=stdin, capture_output=True, text=True)
    except OSError as e:
        print(f"cannot run {binary}: {e}", file=sys.stderr)
        return 2
    got = run.stdout.split("\n")[:-1] if run.stdout else []
    if run.returncode != 0 or len(got) != len(cases):
        print(f"{binary} score - exited {run.returncode} with {len(got)} lines for {len(cases)}:",
              run.stderr.strip(), file=sys.stderr)
    passed = failed = 0
    for i, (line, expected) in enumerate(cases):
        actual = got[i] if i < len(got) else None
        if actual == str(expected):
            passed += 1
        else:
            failed += 1
            if failed <= 20:
                print(f"MISMATCH {line}: bridge says {actual}, table says {expected}", file=sys.stderr)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 and run.returncode == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
