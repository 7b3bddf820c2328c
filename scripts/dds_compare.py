#!/usr/bin/env python3
"""Optional: checks and times the engine's double-dummy solver against DDS 2.9.

DDS comes from the `endplay` package (PyPI), which the project does NOT depend on: install it
in a virtual environment outside the repository, e.g.

    python3 -m venv /tmp/venv-dds && /tmp/venv-dds/bin/pip install endplay

then, with PBN deals one a line on stdin (`bridge deal --seed 0 --count 100`):

    /tmp/venv-dds/bin/python scripts/dds_compare.py time < deals.txt
        DDS 2.9 single-threaded: mean, median, p90 and max of the full table per deal (ms).
    /tmp/venv-dds/bin/python scripts/dds_compare.py known < deals.txt
        One line of known results per deal, as in engine/tests/data/dd_known.txt:
        deal | 20 tricks (as `bridge dd` prints them) | dealer vul | par score (NS) | par contracts.
        Dealer and vulnerability are those of board i + 1 for the i-th deal (from 0).
    /tmp/venv-dds/bin/python scripts/dds_compare.py paired target/release/bridge < deals.txt
        Wall-clock times of DDS single-threaded and of `bridge dd` (a running process fed one
        deal at a time) taken in turn on each deal, so both meet the same load on a shared
        machine; checks that the tables agree and prints both summaries and their ratio.
"""

import statistics
import subprocess
import sys
import time

import endplay._dds as _dds
from endplay.dds import calc_dd_table
from endplay.types import Deal, Denom, Player, Vul

# bridge dd order: strains clubs..no-trumps, declarers N E S W.
DENOMS = [Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades, Denom.nt]
PLAYERS = [Player.north, Player.east, Player.south, Player.west]
DDS_STRAIN = "NSHDC"  # denomination numbers 0..4 of DDS's par contracts
SEATS = ["N", "E", "S", "W", "NS", "EW"]  # DDS `seats` 0..5
VUL_NAMES = {Vul.none: "None", Vul.ns: "NS", Vul.ew: "EW", Vul.both: "All"}


def deals():
    for line in sys.stdin:
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


def tricks(deal):
    table = calc_dd_table(Deal(deal))
    return table, [table[d, p] for d in DENOMS for p in PLAYERS]


def board_conditions(number):
    dealer = "NESW"[(number - 1) % 4]
    return dealer, Vul.from_board(number)


def par(table, dealer, vul):
    result = _dds.parResultsMaster()
    _dds.DealerParBin(table._data, result, "NESW".index(dealer), vul)
    contracts = []
    for c in result.contracts[: result.number]:
        strain = "NT" if c.denom == 0 else DDS_STRAIN[c.denom]
        doubled = "X" if c.underTricks > 0 else ""
        contracts.append(f"{c.level}{strain}{doubled} {SEATS[c.seats]}")
    return result.score, sorted(contracts)


def known():
    for i, deal in enumerate(deals()):
        table, numbers = tricks(deal)
        dealer, vul = board_conditions(i + 1)
        score, contracts = par(table, dealer, vul)
        cells = [deal, " ".join(map(str, numbers)), f"{dealer} {VUL_NAMES[vul]}", str(score)]
        cells.append(", ".join(contracts) if contracts else "pass")
        print(" | ".join(cells))


def timing():
    _dds.SetMaxThreads(1)  # DDS single-threaded, as the budget asks
    wall, cpu = [], []
    for deal in deals():
        d = Deal(deal)
        start, start_cpu = time.perf_counter(), time.process_time()
        calc_dd_table(d)
        wall.append((time.perf_counter() - start) * 1e3)
        cpu.append((time.process_time() - start_cpu) * 1e3)
    # Wall-clock, and CPU time (what the wall time would be on an idle core).
    for what, ms in (("wall", wall), ("CPU ", cpu)):
        ms.sort()
        n = len(ms)
        p90 = ms[-(-n * 9 // 10) - 1]
        print(
            f"DDS 2.9 single-threaded, {n} deals, {what}   mean {statistics.mean(ms):.1f} ms   "
            f"median {statistics.median(ms):.1f} ms   p90 {p90:.1f} ms   max {ms[-1]:.1f} ms"
        )


def summary(ms):
    ms = sorted(ms)
    n = len(ms)
    p90 = ms[-(-n * 9 // 10) - 1]
    return (
        f"mean {statistics.mean(ms):.1f} ms   median {statistics.median(ms):.1f} ms   "
        f"p90 {p90:.1f} ms   max {ms[-1]:.1f} ms"
    )


def paired(bridge):
    _dds.SetMaxThreads(1)
    ours = subprocess.Popen([bridge, "dd"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    dds_ms, our_ms = [], []
    for deal in deals():
        start = time.perf_counter()
        _, numbers = tricks(deal)
        dds_ms.append((time.perf_counter() - start) * 1e3)
        start = time.perf_counter()
        ours.stdin.write(deal + "\n")
        ours.stdin.flush()
        line = ours.stdout.readline()
        our_ms.append((time.perf_counter() - start) * 1e3)
        if line.split() != [str(t) for t in numbers]:
            sys.exit(f"tables differ on {deal}: DDS {numbers}, bridge {line.strip()}")
    ours.stdin.close()
    ours.wait()
    n = len(dds_ms)
    print(f"DDS 2.9 single-threaded, {n} deals, wall   {summary(dds_ms)}")
    print(f"bridge dd,                {n} deals, wall   {summary(our_ms)}")
    print(f"ratio of the means (bridge / DDS): {statistics.mean(our_ms) / statistics.mean(dds_ms):.2f}")


if __name__ == "__main__":
    commands = {"known": known, "time": timing}
    if len(sys.argv) == 3 and sys.argv[1] == "paired":
        paired(sys.argv[2])
    elif len(sys.argv) != 2 or sys.argv[1] not in commands:
        sys.exit(__doc__)
    else:
        commands[sys.argv[1]]()
