"""The broken books of the gettysburg-150 sample: one edit of the base book per check, each breaking
exactly that check. samples/tools/make_broken_books.py finds this file and writes the books beside it.
"""
import xml.etree.ElementTree as ET

from broken_book_edits import find, keep_only_scenario, set_attr, set_placement, table_rows

BASE = "../gettysburg-150.sandtable"


def b150_hex_limits(root):
    keep_only_scenario(root, "july-2")
    set_placement(root, "july-2", "us-robinson", hex="2108")
    return "§4: Robinson set up in 2108 with Wadsworth, two infantry units in one hex."


def b150_morale_range(root):
    keep_only_scenario(root, "july-1")
    set_attr(root, "us-gamble", "morale", "3")
    return "§3: Gamble's cavalry has 3 MP; cavalry has 1 to 2."


def b150_arrival_hex(root):
    keep_only_scenario(root, "july-1")
    ET.SubElement(find(root, "maps/hex-map/edges"), "edge", {"id": "entry-fairfield", "name": "Fairfield Road",
                                                            "hexes": ""})
    entry = find(root, "scenarios/scenario[@id='july-1']/schedule/entry", id="cs-jones")
    del entry.attrib["hex"]
    entry.set("edge", "entry-fairfield")
    return "§7: Jones arrives at the Fairfield Road edge, which has no entry hex on the board."


def b150_base_action_points(root):
    keep_only_scenario(root, "july-1")
    table, rows = table_rows(root, "scenario-action-points")
    for row in rows:
        if row.findall("c")[1].text == "confederate":
            table.remove(row)
    return "§6: the July 1 scenario gives the Confederates no base action points."


def b150_demoralization(root):
    keep_only_scenario(root, "fight-for-little-round-top")
    root.remove(root.find("acknowledgements"))
    return ("§11: the Little Round Top scenario without its acknowledgement: 4 Confederate infantry units, fewer "
            "than the demoralization number 7.")


def b150_events_table(root):
    keep_only_scenario(root, "july-1")
    table, rows = table_rows(root, "events")
    table.remove(rows[-1])
    return "§11: the events table has no row for a roll of 12."


def b150_town_hex(root):
    keep_only_scenario(root, "july-1")
    terrain = find(root, "maps/hex-map/terrain")
    row = find(terrain, "row", n="5")  # 1906 is column 19, row 06 (index 5)
    tokens = []
    for token in row.text.split():
        ids, _, count = token.partition("*")
        tokens += [ids] * (int(count) if count else 1)
    tokens[18] = "town"
    row.text = " ".join(tokens)
    return "§2: hex 1906 is town too; Gettysburg is hex 1905 only."


BOOKS = {
    "hex-limits": b150_hex_limits, "morale-range": b150_morale_range, "arrival-hex": b150_arrival_hex,
    "base-action-points": b150_base_action_points, "demoralization": b150_demoralization,
    "events-table": b150_events_table, "town-hex": b150_town_hex,
}
