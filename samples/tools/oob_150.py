"""The orders of battle and scenarios of the Gettysburg 150 sample.

The rulebook lists its scenarios (each day, Little Round Top, the three-day battle; §1) but its text
does not print them, nor the counter sheet. It names eleven units (§7, §8, §9 examples) and sets the
scale: Union divisions and Confederate half divisions (§3). The sample builds the armies at that
scale from the historical order of battle; every Morale Point value, command modifier, set-up hex,
arrival, base AP and VP location is the sample designer's choice, and the book's `unit-values`
table says which units the rulebook names. See samples/gettysburg-150/README.md.
"""
import xml.etree.ElementTree as ET

# Turns are one hour (§5); the track runs 08:00 to 19:00 on each day (designer's choice), so the
# "2pm turn of July 1" of the §7 example is turn 7.
HOURS = list(range(8, 20))
DAY_TURNS = len(HOURS)


def turn(day, hour):
    return (day - 1) * DAY_TURNS + HOURS.index(hour) + 1


# (id, formation, type, name, echelon, MP or command modifier, corps commander, named by the rulebook where)
LEADERS = {
    "union": [("us-meade", "us-army", "Meade", 3, "§9: army leader"),
              ("us-reynolds", "us-i", "Reynolds", 3, ""), ("us-doubleday-leader", "us-i", "Doubleday (corps)", 2, ""),
              ("us-hancock", "us-ii", "Hancock", 3, ""), ("us-sickles", "us-iii", "Sickles", 2, ""),
              ("us-sykes", "us-v", "Sykes", 2, ""), ("us-sedgwick", "us-vi", "Sedgwick", 2, ""),
              ("us-howard", "us-xi", "Howard", 2, ""), ("us-slocum", "us-xii", "Slocum", 2, ""),
              ("us-buford", "us-cavalry", "Buford", 3, "")],
    "confederate": [("cs-lee", "cs-army", "RE Lee", 3, "§7 example, §9: army leader"),
                    ("cs-longstreet", "cs-first", "Longstreet", 3, ""), ("cs-ewell", "cs-second", "Ewell", 2, ""),
                    ("cs-hill", "cs-third", "AP Hill", 2, ""), ("cs-stuart", "cs-cavalry", "Stuart", 3, "")],
}
CORPS = {
    "union": [("us-army", "", "army", "Army of the Potomac", "Meade"), ("us-i", "us-army", "corps", "I Corps", "Reynolds"),
              ("us-ii", "us-army", "corps", "II Corps", "Hancock"), ("us-iii", "us-army", "corps", "III Corps", "Sickles"),
              ("us-v", "us-army", "corps", "V Corps", "Sykes"), ("us-vi", "us-army", "corps", "VI Corps", "Sedgwick"),
              ("us-xi", "us-army", "corps", "XI Corps", "Howard"), ("us-xii", "us-army", "corps", "XII Corps", "Slocum"),
              ("us-cavalry", "us-army", "corps", "Cavalry Corps", "Buford"),
              ("us-reserve", "us-army", "corps", "Artillery Reserve", "Meade")],
    "confederate": [("cs-army", "", "army", "Army of Northern Virginia", "RE Lee"),
                    ("cs-first", "cs-army", "corps", "First Corps", "Longstreet"),
                    ("cs-second", "cs-army", "corps", "Second Corps", "Ewell"),
                    ("cs-third", "cs-army", "corps", "Third Corps", "AP Hill"),
                    ("cs-cavalry", "cs-army", "corps", "Cavalry Division", "Stuart")],
}


def _combat(uid, corps, utype, name, mp, named=""):
    echelon = "half-division" if uid.startswith("cs-") and utype == "infantry" else (
        "division" if utype == "infantry" else "corps")
    return (uid, corps, utype, name, echelon, mp, named)


UNITS = {
    "union": [
        _combat("us-wadsworth", "us-i", "infantry", "Wadsworth", 4, "§8 example"),
        _combat("us-robinson", "us-i", "infantry", "Robinson", 4),
        _combat("us-doubleday", "us-i", "infantry", "Doubleday", 4, "§8 example"),
        _combat("us-wainwright", "us-i", "artillery", "Wainwright", 3),
        _combat("us-caldwell", "us-ii", "infantry", "Caldwell", 5),
        _combat("us-gibbon", "us-ii", "infantry", "Gibbon", 5),
        _combat("us-hays", "us-ii", "infantry", "Hays", 4),
        _combat("us-hazard", "us-ii", "artillery", "Hazard", 3, "§8 LOS examples"),
        _combat("us-birney", "us-iii", "infantry", "Birney", 4),
        _combat("us-humphreys", "us-iii", "infantry", "Humphreys", 4),
        _combat("us-randolph", "us-iii", "artillery", "Randolph", 2),
        _combat("us-barnes", "us-v", "infantry", "Barnes", 4),
        _combat("us-ayres", "us-v", "infantry", "Ayres", 5),
        _combat("us-crawford", "us-v", "infantry", "Crawford", 3),
        _combat("us-martin", "us-v", "artillery", "Martin", 2),
        _combat("us-wright", "us-vi", "infantry", "Wright", 5),
        _combat("us-howe", "us-vi", "infantry", "Howe", 4),
        _combat("us-wheaton", "us-vi", "infantry", "Wheaton", 4),
        _combat("us-tompkins", "us-vi", "artillery", "Tompkins", 2),
        _combat("us-barlow", "us-xi", "infantry", "Barlow", 3),
        _combat("us-steinwehr", "us-xi", "infantry", "von Steinwehr", 3),
        _combat("us-schurz", "us-xi", "infantry", "Schurz", 3),
        _combat("us-osborn", "us-xi", "artillery", "Osborn", 2),
        _combat("us-williams", "us-xii", "infantry", "Williams", 4),
        _combat("us-geary", "us-xii", "infantry", "Geary", 4),
        _combat("us-muhlenberg", "us-xii", "artillery", "Muhlenberg", 2),
        _combat("us-gamble", "us-cavalry", "cavalry", "Gamble", 2),
        _combat("us-devin", "us-cavalry", "cavalry", "Devin", 2),
        _combat("us-gregg", "us-cavalry", "cavalry", "Gregg", 2),
        _combat("us-mcgilvery", "us-reserve", "artillery", "McGilvery", 3),
    ],
    "confederate": [
        _combat("cs-hood-a", "cs-first", "infantry", "Hood A", 4, "§8 example"),
        _combat("cs-hood-b", "cs-first", "infantry", "Hood B", 4),
        _combat("cs-mclaws-a", "cs-first", "infantry", "McLaws A", 4, "§8 example"),
        _combat("cs-mclaws-b", "cs-first", "infantry", "McLaws B", 4),
        _combat("cs-pickett-a", "cs-first", "infantry", "Pickett A", 4),
        _combat("cs-pickett-b", "cs-first", "infantry", "Pickett B", 3),
        _combat("cs-alexander", "cs-first", "artillery", "Alexander", 3),
        _combat("cs-rodes-a", "cs-second", "infantry", "Rodes A", 4),
        _combat("cs-rodes-b", "cs-second", "infantry", "Rodes B", 3),
        _combat("cs-early-a", "cs-second", "infantry", "Early A", 4, "§7 example"),
        _combat("cs-early-b", "cs-second", "infantry", "Early B", 3, "§7 example"),
        _combat("cs-johnson-a", "cs-second", "infantry", "Johnson A", 4),
        _combat("cs-johnson-b", "cs-second", "infantry", "Johnson B", 3),
        _combat("cs-jones", "cs-second", "artillery", "Jones", 2, "§7 example"),
        _combat("cs-latimer", "cs-second", "artillery", "Latimer", 2),
        _combat("cs-heth-a", "cs-third", "infantry", "Heth A", 4),
        _combat("cs-heth-b", "cs-third", "infantry", "Heth B", 4),
        _combat("cs-pender-a", "cs-third", "infantry", "Pender A", 4),
        _combat("cs-pender-b", "cs-third", "infantry", "Pender B", 3),
        _combat("cs-anderson-a", "cs-third", "infantry", "Anderson A", 3),
        _combat("cs-anderson-b", "cs-third", "infantry", "Anderson B", 3),
        _combat("cs-poague", "cs-third", "artillery", "Poague", 2, "§8 example"),
        _combat("cs-pegram", "cs-third", "artillery", "Pegram", 3),
        _combat("cs-hampton", "cs-cavalry", "cavalry", "Hampton", 2),
        _combat("cs-fitz-lee", "cs-cavalry", "cavalry", "Fitz Lee", 2),
    ],
}

ENTRY_HEXES = [  # the board's entry points (designer's choice, except 1101 and 2201 of the §7 example)
    ("entry-0103", "Chambersburg Pike (west edge)", "0103"),
    ("entry-1423", "Emmitsburg Road (south edge)", "1423"),
    ("entry-1723", "Taneytown Road (south edge)", "1723"),
    ("entry-3016", "Baltimore Pike (east edge)", "3016"),
    ("entry-3001", "Hanover Road (north-east corner)", "3001"),
]

ARRIVALS = [  # (entry id, turn, hex, units)
    ("cs-heth", turn(1, 8), "0103", ["cs-hill", "cs-heth-a", "cs-heth-b", "cs-pegram"]),
    ("cs-pender", turn(1, 10), "0103", ["cs-pender-a", "cs-pender-b", "cs-poague"]),
    ("cs-rodes", turn(1, 12), "1101", ["cs-ewell", "cs-rodes-a", "cs-rodes-b"]),
    ("cs-early", turn(1, 14), "1101", ["cs-lee", "cs-early-a", "cs-early-b"]),  # §7 example
    ("cs-jones", turn(1, 14), "2201", ["cs-jones"]),  # §7 example
    ("cs-anderson", turn(1, 17), "0103", ["cs-anderson-a", "cs-anderson-b"]),
    ("cs-johnson", turn(1, 18), "2201", ["cs-johnson-a", "cs-johnson-b", "cs-latimer"]),
    ("cs-longstreet", turn(2, 9), "0103", ["cs-longstreet", "cs-hood-a", "cs-hood-b", "cs-mclaws-a", "cs-mclaws-b",
                                           "cs-alexander"]),
    ("cs-stuart", turn(2, 17), "3001", ["cs-stuart", "cs-hampton", "cs-fitz-lee"]),
    ("cs-pickett", turn(3, 8), "0103", ["cs-pickett-a", "cs-pickett-b"]),
    ("us-i-corps", turn(1, 10), "1423", ["us-reynolds", "us-wadsworth", "us-wainwright"]),
    ("us-i-corps-2", turn(1, 11), "1423", ["us-doubleday-leader", "us-doubleday", "us-robinson"]),
    ("us-xi-corps", turn(1, 12), "1723", ["us-howard", "us-barlow", "us-schurz", "us-steinwehr", "us-osborn"]),
    ("us-hancock", turn(1, 16), "1723", ["us-hancock"]),
    ("us-xii-corps", turn(1, 17), "3016", ["us-slocum", "us-williams", "us-geary", "us-muhlenberg"]),
    ("us-iii-corps", turn(1, 18), "1423", ["us-sickles", "us-birney", "us-humphreys", "us-randolph"]),
    ("us-ii-corps", turn(2, 8), "1723", ["us-caldwell", "us-gibbon", "us-hays", "us-hazard"]),
    ("us-meade", turn(2, 8), "3016", ["us-meade", "us-mcgilvery"]),
    ("us-v-corps", turn(2, 9), "3016", ["us-sykes", "us-barnes", "us-ayres", "us-crawford", "us-martin"]),
    ("us-gregg", turn(2, 12), "3016", ["us-gregg"]),
    ("us-vi-corps", turn(2, 17), "3016", ["us-sedgwick", "us-wright", "us-howe", "us-wheaton", "us-tompkins"]),
]

SETUP_JUL_1 = [("us-buford", "1304"), ("us-gamble", "1304"), ("us-devin", "1503")]

# 08:00 on the 2nd: the armies after the first day (designer's reading of the historical positions).
SETUP_JUL_2 = [
    ("us-doubleday-leader", "2108"), ("us-wadsworth", "2108"), ("us-robinson", "1809"), ("us-doubleday", "1909"),
    ("us-wainwright", "2007"), ("us-howard", "1908"), ("us-steinwehr", "1908"), ("us-osborn", "1908"),
    ("us-schurz", "2008"), ("us-barlow", "2009"), ("us-slocum", "2309"), ("us-williams", "2309"), ("us-geary", "2209"),
    ("us-muhlenberg", "2209"), ("us-hancock", "1811"), ("us-sickles", "1714"), ("us-birney", "1714"),
    ("us-humphreys", "1613"), ("us-randolph", "1714"), ("us-buford", "1619"), ("us-gamble", "1619"),
    ("us-devin", "1520"),
    ("cs-lee", "1506"), ("cs-hill", "1407"), ("cs-heth-a", "1405"), ("cs-heth-b", "1406"), ("cs-pender-a", "1507"),
    ("cs-pender-b", "1508"), ("cs-anderson-a", "1509"), ("cs-anderson-b", "1510"), ("cs-poague", "1508"),
    ("cs-pegram", "1406"), ("cs-ewell", "1905"), ("cs-rodes-a", "1806"), ("cs-rodes-b", "1705"), ("cs-early-a", "1905"),
    ("cs-early-b", "2006"), ("cs-johnson-a", "2307"), ("cs-johnson-b", "2407"), ("cs-jones", "2006"),
    ("cs-latimer", "2407"),
]
REDUCED_JUL_2 = ["us-wadsworth", "us-doubleday", "us-robinson", "us-barlow", "us-schurz", "cs-heth-a", "cs-heth-b",
                 "cs-pender-a"]
GONE_JUL_2 = ["us-reynolds"]  # killed on the 1st (§9: flipped to his replacement side; not in these scenarios)

# 08:00 on the 3rd.
SETUP_JUL_3 = [p for p in SETUP_JUL_2 if p[0] not in ("us-buford", "us-gamble", "us-devin", "us-sickles",
                                                      "us-humphreys", "us-birney", "us-randolph")] + [
    ("us-meade", "1810"), ("us-gibbon", "1811"), ("us-hazard", "1811"), ("us-hays", "1810"), ("us-caldwell", "1812"),
    ("us-mcgilvery", "1812"), ("us-birney", "1813"), ("us-humphreys", "1814"), ("us-randolph", "1813"),
    ("us-sykes", "1717"), ("us-ayres", "1717"), ("us-martin", "1717"), ("us-barnes", "1716"),
    ("us-crawford", "1816"), ("us-sedgwick", "1915"), ("us-wright", "1915"), ("us-howe", "1618"),
    ("us-wheaton", "1914"), ("us-tompkins", "1914"), ("us-gregg", "2610"),
    ("cs-longstreet", "1413"), ("cs-hood-a", "1616"), ("cs-hood-b", "1517"), ("cs-mclaws-a", "1514"),
    ("cs-mclaws-b", "1515"), ("cs-alexander", "1512"), ("cs-pickett-a", "1411"), ("cs-pickett-b", "1412"),
    ("cs-stuart", "2604"), ("cs-hampton", "2604"), ("cs-fitz-lee", "2704"),
]
REDUCED_JUL_3 = REDUCED_JUL_2 + ["us-barnes", "us-birney", "us-humphreys", "cs-hood-a", "cs-mclaws-a", "cs-mclaws-b"]

# Little Round Top, 16:00 to 19:00 on the 2nd: the V Corps against Hood's and McLaws' attack.
SETUP_LRT = [
    ("us-sykes", "1717"), ("us-barnes", "1717"), ("us-martin", "1717"), ("us-ayres", "1817"), ("us-crawford", "1816"),
    ("us-hazard", "1811"), ("us-birney", "1615"), ("us-sickles", "1615"), ("us-humphreys", "1614"),
    ("cs-longstreet", "1417"), ("cs-hood-a", "1517"), ("cs-hood-b", "1518"), ("cs-mclaws-a", "1515"),
    ("cs-mclaws-b", "1416"), ("cs-alexander", "1416"),
]

OBJECTIVES = [  # VP locations (§10): designer's choice, the same in every scenario
    ("obj-cemetery-hill", "Cemetery Hill", 3, "1908"), ("obj-culps-hill", "Culp's Hill", 2, "2208"),
    ("obj-little-round-top", "Little Round Top", 3, "1717"), ("obj-gettysburg", "Gettysburg", 1, "1905"),
]

BASE_AP = {"july-1": (4, 4), "july-2": (5, 5), "july-3": (5, 5), "fight-for-little-round-top": (2, 3), "three-days": (5, 5)}


def add_turn_track(root):
    track = root.find("turn-track")
    for item in list(track):
        track.remove(item)
    for day in (1, 2, 3):
        for hour in HOURS:
            ET.SubElement(track, "turn", {"label": f"Jul {day} {hour:02d}:00"})


def add_forces(root):
    forces = root.find("forces")
    for side in list(forces):
        side_id = side.get("id")
        elements = {}
        commander = {}
        for fid, parent, ftype, name, leader in CORPS[side_id]:
            host = elements[parent] if parent else side
            elements[fid] = ET.SubElement(host, "formation", {"id": fid, "type": ftype, "echelon": ftype, "name": name})
            commander[fid] = leader
        for uid, corps, name, command, _ in LEADERS[side_id]:
            unit = ET.SubElement(elements[corps], "unit", {"id": uid, "type": "leader",
                                                           "echelon": "army" if corps.endswith("army") else "corps",
                                                           "name": name})
            ET.SubElement(unit, "attr", {"key": "command", "value": str(command)})
        for uid, corps, utype, name, echelon, mp, _ in UNITS[side_id]:
            unit = ET.SubElement(elements[corps], "unit", {"id": uid, "type": utype, "echelon": echelon, "name": name})
            ET.SubElement(unit, "attr", {"key": "morale", "value": str(mp)})
            ET.SubElement(unit, "attr", {"key": "corps", "value": commander[corps]})


def add_tables(root):
    rules = root.find("rules-data")
    table = ET.SubElement(rules, "table", {"id": "unit-values"})
    ET.SubElement(table, "columns").text = "unit printed designers-choice"
    for side in ("union", "confederate"):
        for uid, _, name, command, named in LEADERS[side]:
            row = ET.SubElement(table, "row")
            for text in (name, named, f"command modifier {command}"):
                ET.SubElement(row, "c").text = text
        for uid, _, utype, name, _, mp, named in UNITS[side]:
            row = ET.SubElement(table, "row")
            for text in (name, named, f"{mp} MP" + ("" if named else "; the unit (historical order of battle)")):
                ET.SubElement(row, "c").text = text
    ap = next(t for t in rules.findall("table") if t.get("id") == "scenario-action-points")
    for scenario, (union, confederate) in BASE_AP.items():
        for side, value in (("union", union), ("confederate", confederate)):
            row = ET.SubElement(ap, "row")
            for text in (scenario, side, str(value)):
                ET.SubElement(row, "c").text = text
    events = next(t for t in rules.findall("table") if t.get("id") == "events")
    for row in events.findall("row"):
        cells = row.findall("c")
        if cells[0].text == "12" and not (cells[1].text or "").strip():
            cells[1].text = ("No event (the sample designer's choice: the rulebook leaves row 12 blank)")


def add_map_items(hex_map):
    edges = hex_map.find("edges")
    for eid, name, label in ENTRY_HEXES:
        ET.SubElement(edges, "edge", {"id": eid, "name": name, "hexes": label})
    objectives = hex_map.find("objectives")
    if objectives is None:
        objectives = ET.Element("objectives")
        hex_map.insert(list(hex_map).index(edges), objectives)
    for oid, name, vp, label in OBJECTIVES:
        ET.SubElement(objectives, "objective", {"id": oid, "name": name, "vp": str(vp), "hexes": label})


def _all_units():
    ids = []
    for side in ("union", "confederate"):
        ids += [leader[0] for leader in LEADERS[side]] + [unit[0] for unit in UNITS[side]]
    return ids


def _scenario(parent, sid, name, start, end, description, setup, reduced, gone=(), arrivals=None):
    placed = {unit for unit, _ in setup}
    schedule = [a for a in ARRIVALS if start <= a[1] <= end and not placed.intersection(a[3])
                and (arrivals is None or a[0] in arrivals)]
    arriving = {u for a in schedule for u in a[3]}
    units = [u for u in _all_units() if (u in placed or u in arriving) and u not in gone]
    s = ET.SubElement(parent, "scenario", {"id": sid, "name": name, "map": "board", "start-turn": str(start),
                                           "end-turn": str(end)})
    if reduced:
        # §4: units set up at full strength unless the scenario gives a reduced MP value. A placement
        # says only "reduced", so the description gives the MP: the flipped counter, 1 MP lost (§3).
        printed = {u[0]: (u[3], u[5]) for side in ("union", "confederate") for u in UNITS[side]}
        values = ", ".join(f"{printed[u][0]} {printed[u][1] - 1} MP" for u, _ in setup if u in reduced)
        description += (f" Units set up reduced have lost 1 MP each: they start on their flipped counter, "
                        f"1 MP below the printed value (§3, §4): {values}.")
    ET.SubElement(s, "description").text = description
    ET.SubElement(s, "order-of-battle", {"units": " ".join(units)})
    node = ET.SubElement(s, "setup")
    for unit, label in setup:
        attributes = {"unit": unit, "hex": label}
        if unit in reduced:
            attributes["state"] = "reduced"
        ET.SubElement(node, "placement", attributes)
    if schedule:
        node = ET.SubElement(s, "schedule")
        for eid, at, label, entry_units in schedule:
            ET.SubElement(node, "entry", {"id": eid, "turn": str(at), "hex": label, "units": " ".join(entry_units),
                                          "may-delay": "true"})  # §7: players may delay reinforcements
    victory = ET.SubElement(s, "victory")
    ET.SubElement(victory, "condition", {"id": "vp"}).text = (
        "§10: 1 VP per enemy infantry or artillery unit eliminated, ½ per cavalry unit, 2 per leader, and the VP of "
        "each location held; the side with more VP wins (the sample designer's reading).")
    return s


def add_scenarios(root):
    scenarios = ET.SubElement(root, "scenarios")
    _scenario(scenarios, "july-1", "July 1", turn(1, 8), turn(1, 19),
              "The first day: Buford's cavalry west of the town; Heth comes down the Chambersburg Pike and the I Corps "
              "up the Emmitsburg Road. Arrivals follow the §7 example (RE Lee, Early A and B at 1101, Jones at 2201 on "
              "the 2pm turn); the rest is the sample designer's choice.", SETUP_JUL_1, [])
    _scenario(scenarios, "july-2", "July 2", turn(2, 8), turn(2, 19),
              "The second day from the positions of the evening of the 1st (the sample designer's reading).",
              SETUP_JUL_2, REDUCED_JUL_2, GONE_JUL_2)
    _scenario(scenarios, "july-3", "July 3", turn(3, 8), turn(3, 19),
              "The third day: Pickett's division on Seminary Ridge (the sample designer's reading).",
              SETUP_JUL_3, REDUCED_JUL_3, GONE_JUL_2 + ["us-sickles"])
    _scenario(scenarios, "fight-for-little-round-top", "Little Round Top", turn(2, 16), turn(2, 19),
              "The fight for Little Round Top, 4pm to 7pm on the 2nd: Hood and McLaws against the V and III Corps, "
              "with the VI Corps coming up the Baltimore Pike at 5pm.",
              SETUP_LRT, [], arrivals=["us-vi-corps"])
    _scenario(scenarios, "three-days", "The three-day battle", turn(1, 8), turn(3, 19),
              "The whole battle from the morning of the 1st.", SETUP_JUL_1, [])
    variant = ET.SubElement(scenarios, "variant", {"id": "three-days-intermediate", "name": "The three-day battle, "
                                                   "intermediate rules", "extends": "three-days"})
    ET.SubElement(variant, "description").text = "§11: the three-day battle with all four intermediate rules."
    ET.SubElement(variant, "options", {"ids": "leaders-and-corps-integrity force-march army-demoralization "
                                              "gettysburg-events-table"})


def add_acknowledgements(root):
    acks = ET.SubElement(root, "acknowledgements")
    for side in ("confederate",):  # the Union has 8 infantry units in it, the Confederates 4
        ack = ET.SubElement(acks, "acknowledge", {
            "code": "gettysburg-150.demoralization", "scenario": "fight-for-little-round-top",
            "reason": "Little Round Top is one corner of the battle: the army demoralization numbers (§11) are for "
                      "whole armies and the scenario is not played with that intermediate rule."})
        ET.SubElement(ack, "object", {"kind": "scenario", "id": "fight-for-little-round-top"})
        ET.SubElement(ack, "object", {"kind": "side", "id": side})


def add(board):
    board.load()
    add_turn_track(board.root)
    add_map_items(board.map)
    add_forces(board.root)
    add_tables(board.root)
    add_scenarios(board.root)
    add_acknowledgements(board.root)
    board.save()
    board.canonical()
