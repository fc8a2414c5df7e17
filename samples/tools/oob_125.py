"""The orders of battle and scenarios of the 125th Anniversary Edition sample.

The rulebook does not reprint its counter sheet or its OOB charts: it names units in its rules and
examples and prints some of their factors. The sample holds every unit the rulebook names, with the
factors it prints; every other value is the sample designer's choice, and the book's `unit-values`
table says which is which, unit by unit. See samples/gettysburg-125/README.md.
"""
import xml.etree.ElementTree as ET

# Values the sample designer chose where the rulebook prints none (see README.md).
INFANTRY_MF, CAVALRY_MF, ARTILLERY_MF, HQ_MF = 5, 8, 5, 6  # 5: Wadsworth's printed MF (§11.1.3)
ARTILLERY_RANGE = 2  # printed for all artillery (§9)

# Formations: (id, parent, type, name, short name, why).
FORMATIONS = {
    "union": [
        ("us-potomac", "", "army", "Army of the Potomac", "p", "§1.2.2, §5"),
        ("us-reynolds-wing", "us-potomac", "wing", "Reynolds' Wing", "rw", "§5 (I, III and XI Corps: designer's choice)"),
        ("us-1", "us-reynolds-wing", "corps", "I Corps", "1", "§5, §11.1.3"),
        ("us-3", "us-reynolds-wing", "corps", "III Corps", "3", "§11.3, §15.4"),
        ("us-11", "us-reynolds-wing", "corps", "XI Corps", "11", "§14"),
        ("us-slocum-wing", "us-potomac", "wing", "Slocum's Wing", "sw", "§5 (V and XII Corps: designer's choice)"),
        ("us-5", "us-slocum-wing", "corps", "V Corps", "5", "§5"),
        ("us-12", "us-slocum-wing", "corps", "XII Corps", "12", "§12 example"),
        ("us-sedgwick-squadron", "us-potomac", "wing", "Sedgewick's Squadron", "ss", "§5 (II Corps: designer's choice)"),
        ("us-2", "us-sedgwick-squadron", "corps", "II Corps", "2", "§5, §13"),
        ("us-ar", "us-potomac", "corps", "Artillery Reserve", "ar", "§13 example"),
        ("us-cavalry", "us-potomac", "corps", "Cavalry Corps", "c", "Component notes"),
        ("us-1c", "us-cavalry", "division", "1st Cavalry Division", "1c", "§13.2 example"),
    ],
    "confederate": [
        ("cs-nv", "", "army", "Army of North Virginia", "nv", "§1.2.2, §5"),
        ("cs-1", "cs-nv", "corps", "First Corps (Longstreet)", "1", "Component notes, §13"),
        ("cs-2", "cs-nv", "corps", "Second Corps (Ewell)", "2", "§5"),
        ("cs-3", "cs-nv", "corps", "Third Corps (Hill)", "3", "§5, §13"),
        ("cs-cavalry", "cs-nv", "corps", "Cavalry Corps (Stuart)", "c", "Component notes, §13"),
    ],
}

# Units: (id, formation, type, echelon, name, rulebook short name, full CF, reduced CF, MF,
#         what the rulebook prints, what the designer chose). CF None: a headquarters ("*", §1.2.2);
# reduced "": a blank back (§13.4).
UNITS = {
    "union": [
        ("us-meade", "us-potomac", "hq", "army", "Meade", "us meade/p hqa", None, None, HQ_MF,
         "General Meade commands the Army of the Potomac (§1.2.2)", "short name, MF"),
        ("us-reynolds", "us-1", "hq", "corps", "Reynolds", "us reynolds/1 hqc", None, None, HQ_MF,
         "§11.1.3, §11.3", "MF"),
        ("us-newton", "us-1", "hq", "corps", "Newton", "us newton/1 hqc", None, None, HQ_MF,
         "replaces Reynolds on turn 9 (§11.3)", "MF"),
        ("us-wadsworth", "us-1", "infantry", "division", "Wadsworth", "us wadsworth/1 id", 4, 2, 5,
         "MF 5 (§11.1.3); reduced on Jul 2 (§14)", "CF 4 and 2"),
        ("us-doubleday", "us-1", "infantry", "division", "Doubleday", "us doubleday/1 id", 4, 2, INFANTRY_MF,
         "reduced on Jul 2 (§14)", "CF 4 and 2, MF"),
        ("us-robinson", "us-1", "infantry", "division", "Robinson", "us robinson/1 id", 2, 1, INFANTRY_MF,
         "CF 2: eliminated for 2 VP on Jul 2 (§14)", "reduced CF 1, MF"),
        ("us-wainwright", "us-1", "artillery", "brigade", "Wainwright", "us wainwright/1 abrd", 2, 1, ARTILLERY_MF,
         "reduced on Jul 2 (§14); range 2 (§9)", "CF 2 and 1, MF"),
        ("us-hancock", "us-2", "hq", "corps", "Hancock", "us hancock/2 hqc", None, None, HQ_MF,
         "commands all Union formations on Jul 1 (§5)", "MF"),
        ("us-hays", "us-2", "infantry", "division", "Hays", "us hays/2 id", 4, 2, INFANTRY_MF,
         "reduced CF 2 (§13 example)", "full CF 4, MF"),
        ("us-sickles", "us-3", "hq", "corps", "Sickles", "us sickles/3 hqc", None, None, HQ_MF,
         "§11.3, §15.4", "MF"),
        ("us-birney", "us-3", "hq", "corps", "Birney", "us birney/3 hqc", None, None, HQ_MF,
         "replaces Sickles on turn 17 (§11.3)", "MF"),
        ("us-sykes", "us-5", "hq", "corps", "Sykes", "us sykes/5 hqc", None, None, HQ_MF, "§5", "MF"),
        ("us-ayres", "us-5", "infantry", "division", "Ayres", "us ayres/5 id", 3, 1, INFANTRY_MF,
         "CF 3 (§13 example)", "reduced CF 1, MF"),
        ("us-crawford", "us-5", "infantry", "division", "Crawford", "us crawford/5 id", 2, 1, INFANTRY_MF,
         "CF 2 (§13 example)", "reduced CF 1, MF"),
        ("us-barnes", "us-5", "infantry", "division", "Barnes", "us barnes/5 id", 2, 1, INFANTRY_MF,
         "CF 2 (§13 example)", "reduced CF 1, MF"),
        ("us-martin", "us-5", "artillery", "brigade", "Martin", "us martin/5 abrd", 1, "", ARTILLERY_MF,
         "CF 1 (§13 example; §5 spells it margin); range 2 (§9)", "blank back, MF"),
        ("us-barlow", "us-11", "infantry", "division", "Barlow", "us barlow/11 id", 2, 1, INFANTRY_MF,
         "CF 2 (§13.1 example, §14)", "reduced CF 1, MF"),
        ("us-schurz", "us-11", "infantry", "division", "Schurz", "us schurz/11 id", 2, 1, INFANTRY_MF,
         "CF 2: eliminated for 2 VP on Jul 2 (§14)", "reduced CF 1, MF"),
        ("us-muhlenburg", "us-12", "artillery", "brigade", "Muhlenburg", "us muhlenburg/12 abrd", 2, 1, ARTILLERY_MF,
         "§12 example (written both 'muhlenburg 12 ar' and 'muhlenburg/1 abrd'); range 2 (§9)",
         "XII Corps, CF 2 and 1, MF"),
        ("us-mcgilvery", "us-ar", "artillery", "brigade", "McGilvery", "us mcgilvery/ar abrd", 1, "", ARTILLERY_MF,
         "CF 1 (§13 example); range 2 (§9)", "blank back, MF"),
        ("us-huntington", "us-ar", "artillery", "brigade", "Huntington", "us huntington/ar abrd", 1, "", ARTILLERY_MF,
         "§13; range 2 (§9)", "CF 1, blank back, MF"),
        ("us-pleasonton", "us-cavalry", "hq", "corps", "Pleasonton", "us pleasonton/c hqc", None, None, CAVALRY_MF,
         "commands the cavalry corps (Component notes)", "short name, MF"),
        ("us-buford", "us-1c", "hq", "division", "Buford", "us buford/1c hqd", None, None, CAVALRY_MF,
         "§13.2 example", "MF"),
        ("us-devin", "us-1c", "cavalry", "brigade", "Devin", "us devin/1 cbrd", 1, "", CAVALRY_MF,
         "CF 1 (§13.2 example)", "blank back, MF"),
        ("us-gamble", "us-1c", "cavalry", "brigade", "Gamble", "us gamble/1 cbrd", 1, "", CAVALRY_MF,
         "CF 1 (§13.2 example)", "blank back, MF"),
    ],
    "confederate": [
        ("cs-lee", "cs-nv", "hq", "army", "R.E. Lee", "cs r.e.lee/nv hqa", None, None, HQ_MF, "§5", "MF"),
        ("cs-longstreet", "cs-1", "hq", "corps", "Longstreet", "cs longstreet/1 hqc", None, None, HQ_MF,
         "commands the First Corps (Component notes)", "short name, MF"),
        ("cs-hood", "cs-1", "infantry", "division", "Hood", "cs hood/1 id", 6, 3, INFANTRY_MF,
         "CF 6 (§13 example)", "reduced CF 3, MF"),
        ("cs-mclaws", "cs-1", "infantry", "division", "McLaws", "cs mclaws/1 id", 5, 2, INFANTRY_MF,
         "CF 5 (§13 example)", "reduced CF 2, MF"),
        ("cs-pickett", "cs-1", "infantry", "division", "Pickett", "cs pickett/1 id", 5, 2, INFANTRY_MF,
         "§12 example", "CF 5 and 2, MF"),
        ("cs-alexander", "cs-1", "artillery", "brigade", "Alexander", "cs alexander/1 abrd", 2, 1, ARTILLERY_MF,
         "§12 example; range 2 (§9)", "CF 2 and 1, MF"),
        ("cs-ewell", "cs-2", "hq", "corps", "Ewell", "cs ewell/2 hqc", None, None, HQ_MF, "§5", "MF"),
        ("cs-hill", "cs-3", "hq", "corps", "A.P. Hill", "cs hill/3 hqc", None, None, HQ_MF,
         "commands the Third Corps (Component notes)", "short name, MF"),
        ("cs-heth", "cs-3", "infantry", "division", "Heth", "cs heth/3 id", 5, 2, INFANTRY_MF,
         "CF 5 (§13, §13.2 examples)", "reduced CF 2, MF"),
        ("cs-pender", "cs-3", "infantry", "division", "Pender", "cs pender/3 id", 2, 1, INFANTRY_MF,
         "CF 2 (§13 example)", "reduced CF 1, MF"),
        ("cs-anderson", "cs-3", "infantry", "division", "Anderson", "cs anderson/3 id", 5, 2, INFANTRY_MF,
         "CF 5 (§13.1 example)", "reduced CF 2, MF"),
        ("cs-pegram", "cs-3", "artillery", "brigade", "Pegram", "cs pegram/3 abrd", 2, 1, ARTILLERY_MF,
         "CF 2 (§13.2 example); range 2 (§9)", "reduced CF 1, MF"),
        ("cs-mcintosh", "cs-3", "artillery", "brigade", "McIntosh", "cs mcintosh/3 abrd", 2, 1, ARTILLERY_MF,
         "CF 2 (§13 example); range 2 (§9)", "reduced CF 1, MF"),
        ("cs-stuart", "cs-cavalry", "hq", "corps", "Stuart", "cs stuart/c hqc", None, None, CAVALRY_MF,
         "commands the cavalry corps (Component notes)", "short name, MF"),
        ("cs-jenkins", "cs-cavalry", "cavalry", "brigade", "Jenkins", "cs jenkins/c cbrd", 1, "", CAVALRY_MF,
         "CF 1 (§13 example)", "blank back, MF"),
    ],
}

REPLACES = {"us-newton": "us-reynolds", "us-birney": "us-sickles"}  # §11.3

# Where each unit comes onto the board in the full battle (turn, hex), designer's choice unless a
# rule fixes it: the Confederates have nothing before turn 2 (§1.2.1, §15.1); the III Corps comes in
# at A8 (§15.4); Newton and Birney replace Reynolds and Sickles on turns 9 and 17 (§11.3).
ENTRY_HEXES = [
    ("entry-p1", "Chambersburg Pike (west edge)", "P1"),
    ("entry-r5", "Carlisle and Harrisburg roads (north edge)", "R5"),
    ("entry-a4", "Emmitsburg Road (south edge)", "A4"),
    ("entry-a7", "Taneytown Road (south edge)", "A7"),
    ("entry-a8", "A8, the III Corps' entry hex (§15.4)", "A8"),
    ("entry-j12", "Baltimore Pike (east edge)", "J12"),
    ("entry-r11", "Hanover Road (north-east corner)", "R11"),
]

ARRIVALS = [  # (entry id, turn, hex, units, note)
    ("us-i-corps-lead", 3, "A4", ["us-reynolds", "us-wadsworth"], ""),
    ("us-i-corps", 4, "A4", ["us-doubleday", "us-robinson", "us-wainwright"], ""),
    ("us-xi-corps", 4, "A7", ["us-barlow", "us-schurz"], ""),
    ("us-hancock", 6, "A7", ["us-hancock"], "§5: Hancock commands all Union formations on the 1st of July"),
    ("us-iii-corps", 7, "A8", ["us-sickles"], "§15.4: the III Corps at A8 on turns 7 and 8"),
    ("us-xii-corps", 7, "J12", ["us-muhlenburg"], ""),
    ("us-meade", 9, "A7", ["us-meade"], "§5: Meade reaches the field on the 2nd of July"),
    ("us-newton", 9, "L6", ["us-newton"],
     "§11.3: replaces Reynolds, placed with a unit of the I Corps; L6 is where the corps rallied on the 1st"),
    ("us-ii-corps", 9, "A7", ["us-hays"], ""),
    ("us-v-corps", 10, "J12", ["us-sykes", "us-ayres", "us-crawford", "us-barnes", "us-martin"], ""),
    ("us-artillery-reserve", 10, "A8", ["us-mcgilvery", "us-huntington"], ""),
    ("us-cavalry-corps", 10, "A8", ["us-pleasonton"], ""),
    ("us-birney", 17, "H6", ["us-birney"],
     "§11.3: replaces Sickles, placed with a unit of the III Corps; H6 is on the III Corps' line of the 2nd"),
    ("cs-heth", 2, "P1", ["cs-hill", "cs-heth", "cs-pegram"], "§13.2 example: Heth and Pegram engage Buford on turn 2"),
    ("cs-pender", 3, "P1", ["cs-pender", "cs-mcintosh"], ""),
    ("cs-ewell", 4, "R5", ["cs-ewell", "cs-jenkins"], ""),
    ("cs-lee", 5, "P1", ["cs-lee"], ""),
    ("cs-anderson", 6, "P1", ["cs-anderson"], ""),
    ("cs-first-corps", 9, "P1", ["cs-longstreet", "cs-hood", "cs-mclaws", "cs-alexander"], ""),
    ("cs-stuart", 15, "R11", ["cs-stuart"], ""),
    ("cs-pickett", 17, "P1", ["cs-pickett"], ""),
]

# The board at the start of the 2nd and 3rd of July: (unit, hex, state), designer's choice after
# the historical positions; states and casualties follow §14 and §15.2-15.3.
SETUP_JUL_2 = [
    ("us-newton", "L7", "full"), ("us-doubleday", "L7", "reduced"),
    ("us-wadsworth", "M9", "reduced"), ("us-wainwright", "L6", "reduced"),
    ("us-hancock", "K6", "full"), ("us-hays", "K6", "full"),
    ("us-sickles", "I6", "full"), ("us-muhlenburg", "M8", "full"),
    ("us-buford", "H5", "full"), ("us-devin", "H5", "full"), ("us-gamble", "G5", "full"),
    ("cs-lee", "N4", "full"), ("cs-hill", "M3", "full"), ("cs-heth", "N3", "reduced"),
    ("cs-pender", "M4", "full"), ("cs-anderson", "K4", "full"), ("cs-pegram", "O4", "full"),
    ("cs-mcintosh", "L3", "full"), ("cs-ewell", "O8", "full"), ("cs-jenkins", "P10", "full"),
]
CASUALTIES_JUL_2 = ["us-reynolds", "us-robinson", "us-barlow", "us-schurz"]

SETUP_JUL_3 = [
    ("us-meade", "K7", "full"), ("us-hancock", "K6", "full"), ("us-hays", "K6", "reduced"),
    ("us-newton", "L7", "full"), ("us-doubleday", "L7", "reduced"),
    ("us-wadsworth", "M9", "reduced"), ("us-wainwright", "L6", "reduced"), ("us-muhlenburg", "M8", "full"),
    ("us-sykes", "F6", "full"), ("us-ayres", "F6", "full"), ("us-barnes", "G7", "full"),
    ("us-crawford", "F7", "full"), ("us-martin", "E7", "full"), ("us-birney", "H6", "full"),
    ("us-mcgilvery", "I6", "full"), ("us-huntington", "J7", "full"), ("us-pleasonton", "C7", "full"),
    ("us-buford", "C6", "full"), ("us-devin", "C6", "full"), ("us-gamble", "B6", "full"),
    ("cs-lee", "N4", "full"), ("cs-longstreet", "J3", "full"), ("cs-hood", "F4", "reduced"),
    ("cs-mclaws", "H4", "full"), ("cs-pickett", "K3", "full"), ("cs-alexander", "J4", "full"),
    ("cs-hill", "M3", "full"), ("cs-heth", "N3", "reduced"), ("cs-pender", "M4", "reduced"),
    ("cs-anderson", "L4", "full"), ("cs-pegram", "O4", "full"), ("cs-mcintosh", "K5", "full"),
    ("cs-ewell", "O8", "full"), ("cs-jenkins", "P10", "full"), ("cs-stuart", "R10", "full"),
]
CASUALTIES_JUL_3 = CASUALTIES_JUL_2 + ["us-sickles"]

# §15 Table 7's July 1 condition as both the table and its caption print it (§14).
VICTORY = {
    8: ("jul-1", "§14 Table 7, end Jul 1: the Confederate faction wins if its VP ≥ 2 × the Union's (the table); "
                 "the caption reads at least 3 times (both readings kept, as the rulebook prints them)."),
    16: ("jul-2", "§14 Table 7, end Jul 2: the Confederate faction wins if its VP ≥ the Union's + 15."),
    24: ("jul-3", "§14 Table 7, end Jul 3: the Confederate faction wins if its VP > the Union's; equal VP is a tie."),
}

# §14 Sudden death, as printed ("Table 5's sudden death conditions" are those of Table 7 for July 1 and 2).
SUDDEN_DEATH = ("§14 Sudden death: the Confederate faction wins a sudden death victory if it has at least twice "
                "the VP of the Union faction at the end of the 1st of July (end of turn 8), or 15 VP more at the end "
                "of the 2nd of July (end of turn 16).")


def _units(side):
    return [u[0] for u in UNITS[side]]


def _all_units():
    return _units("union") + _units("confederate")


def add_forces(root):
    forces = root.find("forces")
    for side in list(forces):
        side_id = side.get("id")
        elements = {}
        for fid, parent, ftype, name, short, _ in FORMATIONS[side_id]:
            host = elements[parent] if parent else side
            elements[fid] = ET.SubElement(host, "formation", {"id": fid, "type": ftype, "echelon": ftype, "name": name,
                                                              "short-name": short})
        for uid, parent, utype, echelon, name, short, cf, reduced, mf, _, _ in UNITS[side_id]:
            unit = ET.SubElement(elements[parent], "unit", {"id": uid, "type": utype, "echelon": echelon, "name": name,
                                                            "short-name": short})
            if cf is not None:
                ET.SubElement(unit, "attr", {"key": "combat", "value": str(cf)})
                ET.SubElement(unit, "attr", {"key": "combat-reduced", "value": str(reduced)})
            ET.SubElement(unit, "attr", {"key": "movement", "value": str(mf)})
            if utype == "artillery":
                ET.SubElement(unit, "attr", {"key": "range", "value": str(ARTILLERY_RANGE)})
            if uid in REPLACES:
                ET.SubElement(unit, "attr", {"key": "replaces", "value": REPLACES[uid]})


def add_unit_values_table(root):
    table = ET.SubElement(root.find("rules-data"), "table", {"id": "unit-values"})
    ET.SubElement(table, "columns").text = "unit printed designers-choice"
    for side in ("union", "confederate"):
        for unit in UNITS[side]:
            row = ET.SubElement(table, "row")
            for text in (unit[5], unit[9], unit[10]):
                ET.SubElement(row, "c").text = text


def add_edges(hex_map):
    edges = hex_map.find("edges")
    if edges is None:
        edges = ET.Element("edges")
        hex_map.insert(list(hex_map).index(hex_map.find("imagery")), edges)
    for eid, name, label in ENTRY_HEXES:
        ET.SubElement(edges, "edge", {"id": eid, "name": name, "hexes": label})


def _scenario(parent, sid, name, start, end, description, units, setup, schedule, casualties, options=None):
    s = ET.SubElement(parent, "scenario", {"id": sid, "name": name, "map": "board", "start-turn": str(start),
                                           "end-turn": str(end)})
    ET.SubElement(s, "description").text = description
    ET.SubElement(s, "order-of-battle", {"units": " ".join(units)})
    if setup:
        node = ET.SubElement(s, "setup")
        for unit, label, state in setup:
            attributes = {"unit": unit, "hex": label}
            if state != "full":
                attributes["state"] = state
            ET.SubElement(node, "placement", attributes)
    if schedule:
        node = ET.SubElement(s, "schedule")
        for eid, turn, label, entry_units, note in schedule:
            entry = ET.SubElement(node, "entry", {"id": eid, "turn": str(turn), "hex": label,
                                                  "units": " ".join(entry_units), "may-delay": "true"})
            if note:
                ET.SubElement(entry, "note").text = note
    if casualties:
        ET.SubElement(s, "casualties", {"units": " ".join(casualties)})
    victory = ET.SubElement(s, "victory")
    vid, text = VICTORY[end]
    ET.SubElement(victory, "condition", {"id": vid, "side": "confederate"}).text = text
    if options is not None:
        ET.SubElement(s, "options", {"ids": " ".join(options)})
    return s


def _day(start, end, setup, casualties):
    """The OOB and schedule of a scenario from turn `start` to `end` with `setup` on the board."""
    placed = {unit for unit, _, _ in setup}
    schedule = [a for a in ARRIVALS if start <= a[1] <= end and not placed.intersection(a[3])]
    arriving = [u for a in schedule for u in a[3]]
    units = [u for u in _all_units() if u in placed or u in arriving or u in casualties]
    return units, schedule


def add_scenarios(root):
    scenarios = ET.SubElement(root, "scenarios")
    setup_jul_1 = [("us-buford", "P3", "full"), ("us-devin", "P3", "full"), ("us-gamble", "P3", "full")]
    units, schedule = _day(1, 8, setup_jul_1, [])
    _scenario(scenarios, "first-day", "First day", 1, 8,
              "§15.1: OOB Jul 1, last turn Jul 1 night. The Confederate faction has no units on the map and no "
              "reinforcements until 08:00 (turn 2). Buford's cavalry holds McPherson's Woods (§13.2 example); the "
              "other entry hexes and turns are the sample designer's choice.",
              units, setup_jul_1, schedule, [])
    units, schedule = _day(9, 16, SETUP_JUL_2, CASUALTIES_JUL_2)
    _scenario(scenarios, "second-day", "Second day", 9, 16,
              "§15.2: OOB Jul 2, last turn Jul 2 night. The Union faction starts with the losses of §14 (9 VP to the "
              "Confederates); Reynolds fell on the 1st and Newton leads the I Corps (§11.3). Positions are the "
              "sample designer's reading of the historical situation.",
              units, SETUP_JUL_2, schedule, CASUALTIES_JUL_2)
    units, schedule = _day(17, 24, SETUP_JUL_3, CASUALTIES_JUL_3)
    _scenario(scenarios, "third-day", "Third day", 17, 24,
              "§15.3: OOB Jul 3, last turn Jul 3 night. Both sides have step losses; Sickles was wounded on the 2nd "
              "and Birney leads the III Corps (§11.3). Positions are the sample designer's reading of the "
              "historical situation.",
              units, SETUP_JUL_3, schedule, CASUALTIES_JUL_3)
    units, schedule = _day(1, 24, setup_jul_1, [])
    _scenario(scenarios, "full-battle", "Full battle", 1, 24,
              "§15.4: OOB Jul 1, last turn Jul 3 night, with the III Corps at A8 on turn 7 as §15.4 suggests.",
              units, setup_jul_1, schedule, [])
    variant = ET.SubElement(scenarios, "variant", {"id": "full-battle-optional-rules",
                                                   "name": "Full battle, all optional rules", "extends": "full-battle"})
    ET.SubElement(variant, "description").text = (
        "§2: the full battle with Initiative, Control & Command, Indirect fire and Reorganisation "
        "(which needs Control & Command).")
    ET.SubElement(variant, "options", {"ids": "initiative control-and-command indirect-fire reorganisation"})
    variant = ET.SubElement(scenarios, "variant", {"id": "full-battle-sudden-death",
                                                   "name": "Full battle, sudden death", "extends": "full-battle"})
    ET.SubElement(variant, "description").text = (
        "§14 Sudden death: the full battle with the sudden death victory conditions, which the factions may "
        "decide to use. The game ends early if the Confederate faction wins at the end of turn 8 or turn 16.")
    victory = ET.SubElement(variant, "victory")
    ET.SubElement(victory, "condition", {"id": VICTORY[24][0], "side": "confederate"}).text = VICTORY[24][1]
    ET.SubElement(victory, "condition", {"id": "sudden-death", "side": "confederate"}).text = SUDDEN_DEATH
    ET.SubElement(variant, "options", {"ids": "sudden-death"})


def add(board):
    board.load()
    add_edges(board.map)
    add_forces(board.root)
    add_unit_values_table(board.root)
    add_scenarios(board.root)
    board.save()
    board.canonical()
