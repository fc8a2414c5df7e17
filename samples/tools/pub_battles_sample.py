#!/usr/bin/env python3
"""Builds the Pub Battles Gettysburg sample book.

    python3 samples/tools/pub_battles_sample.py path/to/sandtable-cli

Writes samples/pub-battles/pub-battles.sandtable from the free-form battlefield of
samples/gettysburg-base/gettysburg-freeform.sandtable and the Gettysburg scenario of the rulebook
(shared/seeds/003_40590dbab9015755.txt): the map's measures, entry edges and named locations, both
orders of battle (with the pieces only the Jackson option has), the Day 1, Day 2 and Day 3
scenarios, and the Jackson and Stuart options as variants of Day 1. The turn track and the rules
data are the ruleset's own, as `sandtable-cli new` writes them. The book is written in the layout
Sandtable saves, so the same run gives the same bytes. Before writing, the setups are checked
here: no two pieces overlap, every piece lies well inside the map and mostly in one terrain, and
no piece stands within 600 m of an enemy piece. The script then runs `validate` and draws
`pub-battles.png` (the Day 2 setup). samples/pub-battles/README.md explains every value, choice
and reading; this script is the record of them.
"""
import copy
import math
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ring_centroid import ring_centroid  # noqa: E402

SAMPLES = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(SAMPLES, "pub-battles")
BOOK = os.path.join(FOLDER, "pub-battles.sandtable")
BATTLEFIELD = os.path.join(SAMPLES, "gettysburg-base", "gettysburg-freeform.sandtable")

# The map's measures: the sample designer's (the rulebook's scale bars are graphics, not in the text).
FOOT_MOVE = 1600
MOUNTED_MOVE = 2400
PIECE_WIDTH = 300
PIECE_DEPTH = 150
LOCATION_RADIUS = FOOT_MOVE / 2  # Optional Written Orders: "the diameter of 1 full Foot move"
ENEMY_GAP = 600  # metres between enemy pieces at setup: more than 1/3 Foot move (533 m)
BORDER_GAP = 500  # metres between a piece and the map's border

# Turns of the ruleset's track: Day 1 Turn 1-8, Day 1 Night, Day 2 Turn 1-8, Day 2 Night, Day 3 Turn 1-8.
NIGHT = 9


def turn(day, t):
    """The turn number of Day `day`, Turn `t` (NIGHT for the night after it)."""
    return (day - 1) * 9 + t


DAY_1, DAY_2, DAY_3 = (turn(1, 1), turn(1, NIGHT)), (turn(2, 1), turn(2, NIGHT)), (turn(3, 1), turn(3, 8))

# Landmarks (latitude, longitude) carried into NAD83 / UTM 18N with
#   gdaltransform -s_srs EPSG:4326 -t_srs EPSG:26918   (input "lon lat")
# The first five are those of samples/tools/make_ruleset_boards.py.
LANDMARKS = {
    "diamond": ("The Diamond (town square)", 39.8309, -77.2311, 309076.27, 4411370.72),
    "cemetery-hill": ("Cemetery Hill", 39.8210, -77.2292, 309211.48, 4410267.74),
    "culps-hill": ("Culp's Hill", 39.8190, -77.2183, 310138.94, 4410022.54),
    "little-round-top": ("Little Round Top", 39.7922, -77.2368, 308481.02, 4407087.13),
    "mcphersons-woods": ("Herbst (McPherson's) Woods", 39.8345, -77.2518, 307314.79, 4411814.74),
    "seminary": ("Lutheran Seminary", 39.8322, -77.2443, 307950.21, 4411543.30),
    "peach-orchard": ("Peach Orchard", 39.8005, -77.2490, 307459.50, 4408034.63),
    "the-angle": ("The Angle", 39.8125, -77.2360, 308605.85, 4409338.76),
    "barlows-knoll": ("Barlow's Knoll", 39.8415, -77.2296, 309233.99, 4412544.14),
    "wheatfield": ("The Wheatfield", 39.7960, -77.2437, 307900.75, 4407523.73),
}


def landmark(key):
    _, _, _, east, north = LANDMARKS[key]
    return east, -north


# Named locations (Optional Written Orders: Location), each one Foot move across, with ids
# "location-..." (the ridges' areas already have "seminary-ridge" and the like). Points on the
# battlefield map: a landmark, or the centre of a traced hill (by the reference layer's id), or
# the middle of a traced ridge crest.
LOCATIONS = [
    ("gettysburg", "Gettysburg (town square)", ("landmark", "diamond")),
    ("cemetery-hill", "Cemetery Hill", ("landmark", "cemetery-hill")),
    ("culps-hill", "Culp's Hill", ("landmark", "culps-hill")),
    ("little-round-top", "Little Round Top", ("landmark", "little-round-top")),
    ("big-round-top", "Big Round Top", ("hill", "hill-big-round-top")),
    ("devils-den", "Devil's Den", ("hill", "hill-houcks-ridge")),
    ("oak-hill", "Oak Hill", ("hill", "hill-oak")),
    ("benners-hill", "Benner's Hill", ("hill", "hill-benners")),
    ("powers-hill", "Powers Hill", ("hill", "hill-powers")),
    ("wolf-hill", "Wolf Hill", ("hill", "hill-wolf")),
    ("seminary-ridge", "Seminary Ridge", ("landmark", "seminary")),
    ("mcphersons-ridge", "McPherson's Ridge", ("crest", "mcpherson-s-ridge")),
    ("herr-ridge", "Herr Ridge", ("crest", "herr-ridge")),
    ("cemetery-ridge", "Cemetery Ridge", ("landmark", "the-angle")),
    ("peach-orchard", "Peach Orchard", ("landmark", "peach-orchard")),
    ("wheatfield", "The Wheatfield", ("landmark", "wheatfield")),
    ("barlows-knoll", "Barlow's Knoll", ("landmark", "barlows-knoll")),
]

# Entry edges: every edge the schedules name, measured clockwise along the border from the map's
# top-left corner (the map is 8700 m square: 0-8700 the north border, 8700-17400 the east,
# 17400-26100 the south, 26100-34800 the west). Each is placed where the roads of 1863 that the
# arrivals used leave the map; ROAD_EXITS says where the base map's roads, carried on straight,
# reach the border, and `check_edges` that each falls in its edge. The West and North-west edges
# meet 49 m south of where the Chambersburg Pike leaves the map, so that arrivals at either can
# use it (the base table sends Hill's corps in at the North-west, the Stuart option at the West).
ENTRY_EDGES = [
    ("north-west", "North-west", 34400, 1800),  # the Chambersburg Pike (to Cashtown) and the corner
    ("north", "North", 3500, 6500),  # the Carlisle and Harrisburg roads (and the Heidlersburg road off the latter)
    ("north-east", "North-east", 7500, 10300),  # the York Pike (the base map's road-hanover strokes)
    ("east", "East", 10600, 13600),  # the Hanover Road, east of Rock Creek
    ("south-east", "South-east", 14500, 18900),  # the Baltimore Pike
    ("south", "South", 19500, 26000),  # the Taneytown and Emmitsburg roads
    ("west", "West", 29500, 34400),  # the Fairfield (Hagerstown) Road, and up to the Chambersburg Pike
]

# (line id of the base map, the end that points off the map, the edge it must fall in)
ROAD_EXITS = [
    ("road-chambersburg-pike", "first", "north-west"),
    ("road-carlisle", "first", "north"),
    ("road-harrisburg-2", "first", "north"),
    ("road-hanover-2", "last", "north-east"),
    ("road-baltimore-pike", "last", "south-east"),
    ("road-taneytown", "last", "south"),
    ("road-emmitsburg-2", "last", "south"),
    ("road-fairfield", "first", "west"),
]

# Forces ---------------------------------------------------------------------------------------
# Order of Battle (Base), as printed; the pieces only the Jackson option has (Order of Battle
# (Jackson Option)) are in the same commands and marked JACKSON. Every HQ rates 3 (Gettysburg
# Scenario: Command Ratings: "Both armies have a Command rating of 3").

JACKSON = "jackson"
ELITE = "elite"

# side: (army id, army name, army HQ id, army HQ name)
ARMIES = {
    "confederate": ("cs-army", "Army of Northern Virginia", "cs-lee", "Lee"),
    "union": ("us-army", "Army of the Potomac", "us-meade", "Meade"),
}

# side: [(command id, chit, HQ ids and names, [(unit id, type, name as printed, marks)])]
COMMANDS = {
    "confederate": [
        ("cs-i", "I", [("cs-longstreet", "Longstreet", ())], [
            ("cs-i-hood-l", "infantry", "I Hood L", (ELITE,)),
            ("cs-i-hood-r", "infantry", "I Hood R", ()),
            ("cs-i-mclaws-l", "infantry", "I McLaws L", ()),
            ("cs-i-mclaws-r", "infantry", "I McLaws R", ()),
            ("cs-i-pickett-l", "infantry", "I Pickett L", ()),
            ("cs-i-pickett-r", "infantry", "I Pickett R", ()),
            ("cs-i-trimble", "infantry", "I Trimble", (JACKSON,)),
            ("cs-i-artillery", "artillery", "I Artillery", ()),
            ("cs-i-baggage-train", "baggage-train", "I Baggage Train", ()),
        ]),
        ("cs-ii", "II", [("cs-ewell", "Ewell", ()), ("cs-jackson", "Jackson", (JACKSON,))], [
            ("cs-ii-early-l", "infantry", "II Early L", ()),
            ("cs-ii-early-r", "infantry", "II Early R", ()),
            ("cs-ii-rodes-l", "infantry", "II Rodes L", ()),
            ("cs-ii-rodes-r", "infantry", "II Rodes R", ()),
            ("cs-ii-johnson-l", "infantry", "II Johnson L", ()),
            ("cs-ii-johnson-r", "infantry", "II Johnson R", ()),
            ("cs-ii-ap-hill-l", "infantry", "II AP Hill L", (JACKSON,)),
            ("cs-ii-ap-hill-r", "infantry", "II AP Hill R", (JACKSON,)),
            ("cs-ii-ewell", "infantry", "II Ewell", (JACKSON,)),
            ("cs-ii-artillery", "artillery", "II Artillery", ()),
            ("cs-ii-baggage-train", "baggage-train", "II Baggage Train", ()),
        ]),
        ("cs-iii", "III", [("cs-hill", "Hill", ())], [
            ("cs-iii-heth-l", "infantry", "III Heth L", ()),
            ("cs-iii-heth-r", "infantry", "III Heth R", ()),
            ("cs-iii-pender-l", "infantry", "III Pender L", ()),
            ("cs-iii-pender-r", "infantry", "III Pender R", ()),
            ("cs-iii-anderson-l", "infantry", "III Anderson L", ()),
            ("cs-iii-anderson-r", "infantry", "III Anderson R", ()),
            ("cs-iii-artillery", "artillery", "III Artillery", ()),
            ("cs-iii-baggage-train", "baggage-train", "III Baggage Train", ()),
        ]),
        ("cs-c", "C", [("cs-stuart", "Stuart", ())], [
            ("cs-c-fitz-lee", "cavalry", "C Fitz Lee", ()),
            ("cs-c-hampton", "cavalry", "C Hampton", (ELITE,)),
            ("cs-c-chambliss", "cavalry", "C Chambliss", ()),
            ("cs-c-artillery", "artillery", "C Artillery", ()),
        ]),
    ],
    "union": [
        # The sheet's bar printed under the II Command is read as the I Corps' train: see the README.
        ("us-i", "I", [("us-reynolds", "Reynolds", ())], [
            ("us-i-wadsworth", "infantry", "I Wadsworth", ()),
            ("us-i-robinson", "infantry", "I Robinson", ()),
            ("us-i-rowley", "infantry", "I Rowley", ()),
            ("us-i-baggage-train", "baggage-train", "I Baggage Train", ()),
        ]),
        ("us-ii", "II", [("us-hancock", "Hancock", ())], [
            ("us-ii-caldwell", "infantry", "II Caldwell", ()),
            ("us-ii-gibbon", "infantry", "II Gibbon", ()),
            ("us-ii-hays", "infantry", "II Hays", ()),
        ]),
        ("us-iii", "III", [("us-sickles", "Sickles", ())], [
            ("us-iii-birney", "infantry", "III Birney", ()),
            ("us-iii-humphreys", "infantry", "III Humphreys", ()),
        ]),
        ("us-v", "V", [("us-sykes", "Sykes", ())], [
            ("us-v-barnes", "infantry", "V Barnes", ()),
            ("us-v-ayres", "infantry", "V Ayres", ()),
            ("us-v-crawford", "infantry", "V Crawford", ()),
        ]),
        ("us-vi", "VI", [("us-sedgwick", "Sedgwick", ())], [
            ("us-vi-wright", "infantry", "VI Wright", ()),
            ("us-vi-howe", "infantry", "VI Howe", ()),
            ("us-vi-newton", "infantry", "VI Newton", ()),
            ("us-vi-baggage-train", "baggage-train", "VI Baggage Train", ()),
        ]),
        ("us-xi", "XI", [("us-howard", "Howard", ())], [
            ("us-xi-barlow", "infantry", "XI Barlow", ()),
            ("us-xi-steinwehr", "infantry", "XI Steinwehr", ()),
            ("us-xi-schurz", "infantry", "XI Schurz", ()),
        ]),
        ("us-xii", "XII", [("us-slocum", "Slocum", ())], [
            ("us-xii-williams", "infantry", "XII Williams", ()),
            ("us-xii-geary", "infantry", "XII Geary", ()),
            ("us-xii-baggage-train", "baggage-train", "XII Baggage Train", ()),
        ]),
        # "C Buford" is the cavalry piece; the C Command's HQ is printed "Buford" too.
        ("us-c", "C", [("us-buford", "Buford", ())], [
            ("us-c-buford", "cavalry", "C Buford", ()),
            ("us-c-gregg", "cavalry", "C Gregg", ()),
            ("us-c-kilpatrick", "cavalry", "C Kilpatrick", ()),
            ("us-c-artillery", "artillery", "C Artillery", ()),
        ]),
        ("us-ar", "AR", [], [  # the Artillery Reserve has no HQ
            ("us-ar-1", "artillery", "Artillery Reserve 1", ()),
            ("us-ar-2", "artillery", "Artillery Reserve 2", ()),
            ("us-ar-3", "artillery", "Artillery Reserve 3", ()),
            ("us-ar-4", "artillery", "Artillery Reserve 4", ()),
        ]),
    ],
}
COMMAND_NAMES = {"AR": "Artillery Reserve"}
DETACHMENTS = 4  # "Detachments: 4" in each army's order of battle


def detachments(side):
    prefix = "cs" if side == "confederate" else "us"
    return [(f"{prefix}-detachment-{n}", f"Detachment {n}") for n in range(1, DETACHMENTS + 1)]


def unit_names():
    names = {}
    for side in COMMANDS:
        _, _, hq, hq_name = ARMIES[side]
        names[hq] = hq_name
        for _, _, hqs, pieces in COMMANDS[side]:
            names.update((uid, name) for uid, name, _ in hqs)
            names.update((uid, name) for uid, _, name, _ in pieces)
        names.update(detachments(side))
    return names


def unit_types():
    types = {}
    for side in COMMANDS:
        types[ARMIES[side][2]] = "hq"
        for _, _, hqs, pieces in COMMANDS[side]:
            types.update((uid, "hq") for uid, _, _ in hqs)
            types.update((uid, utype) for uid, utype, _, _ in pieces)
        types.update((uid, "detachment") for uid, _ in detachments(side))
    return types


def base_units():
    """Every unit of the base order of battle, army by army, the detachments last: the scenarios' pieces."""
    ids = []
    for side in ("confederate", "union"):
        ids.append(ARMIES[side][2])
        for _, _, hqs, pieces in COMMANDS[side]:
            ids += [uid for uid, _, marks in hqs if JACKSON not in marks]
            ids += [uid for uid, _, _, marks in pieces if JACKSON not in marks]
        ids += [uid for uid, _ in detachments(side)]
    return ids

# Schedules ------------------------------------------------------------------------------------
# (entry id, turn, ("edge", edge id) or ("with", unit id), units, chits, note)
# Chits are written SIDE:COMMAND. A chit the table prints beside an HQ that is already one of the
# scenario's starting chits is not added again: the HQ arrives with its already-drawn chit, and
# the entry's note says so.

STARTING_CHIT_NOTE = "\"{printed}\": the {chit} chit is a starting chit; {hq} arrives with it, already drawn."
RECONSTRUCTED = "Reconstructed from the flattened table cells at the end of the scenario text."

DAY_1_CONFEDERATE = [
    ("cs-heth", turn(1, 1), ("edge", "north-west"), ["cs-iii-heth-l", "cs-iii-heth-r", "cs-iii-baggage-train", "cs-hill"],
     [], STARTING_CHIT_NOTE.format(printed="Hill III", chit="III", hq="Hill")),
    ("cs-pender", turn(1, 3), ("edge", "north-west"), ["cs-iii-pender-l", "cs-iii-pender-r", "cs-iii-artillery"], [],
     None),
    ("cs-lee", turn(1, 4), ("with", "cs-hill"), ["cs-lee"], [],
     "\"— (Army HQ only) Lee\": no entry edge is printed; the Army HQ joins Hill, whose III Corps came down the "
     "Chambersburg Pike from Cashtown, as Lee did."),
    ("cs-rodes", turn(1, 4), ("edge", "north"), ["cs-ii-rodes-l", "cs-ii-rodes-r", "cs-ii-baggage-train", "cs-ewell"],
     ["confederate:II"], None),
    ("cs-early", turn(1, 5), ("edge", "north"), ["cs-ii-early-l", "cs-ii-early-r"], [], None),
    ("cs-johnson", turn(1, 7), ("edge", "north-west"),
     ["cs-ii-johnson-l", "cs-ii-johnson-r", "cs-ii-artillery", "cs-iii-anderson-l", "cs-iii-anderson-r"], [], None),
    ("cs-longstreet", turn(1, 8), ("edge", "north-west"),
     ["cs-i-hood-l", "cs-i-hood-r", "cs-i-mclaws-l", "cs-i-mclaws-r", "cs-i-baggage-train", "cs-longstreet"],
     ["confederate:I"], RECONSTRUCTED),
]
DAY_1_UNION = [
    ("us-i-corps", turn(1, 1), ("edge", "south"), ["us-i-robinson", "us-i-wadsworth", "us-i-baggage-train", "us-reynolds"],
     [], STARTING_CHIT_NOTE.format(printed="Reynolds I", chit="I", hq="Reynolds") +
     " The I Baggage Train is the order of battle's bar printed under the II Command."),
    ("us-rowley", turn(1, 3), ("edge", "west"), ["us-i-rowley"], [], None),
    ("us-xi-corps", turn(1, 3), ("edge", "south"), ["us-xi-barlow", "us-xi-schurz", "us-howard"], ["union:XI"], None),
    ("us-steinwehr", turn(1, 4), ("edge", "south"), ["us-xi-steinwehr"], [], None),
    ("us-iii-corps", turn(1, 7), ("edge", "south"), ["us-iii-birney", "us-sickles"], ["union:III"], None),
    ("us-xii-corps", turn(1, 7), ("edge", "east"),
     ["us-xii-geary", "us-xii-williams", "us-xii-baggage-train", "us-slocum"], ["union:XII"], RECONSTRUCTED),
    ("us-humphreys", turn(1, 8), ("edge", "south"), ["us-iii-humphreys"], [], None),
    ("us-ii-corps", turn(1, NIGHT), ("edge", "south"),
     ["us-ii-gibbon", "us-ii-hays", "us-ii-caldwell", "us-hancock", "us-meade"], ["union:II"],
     RECONSTRUCTED + " The chit cell \"Hancock II, Meade\": Hancock with the II chit, and the Army HQ."),
    ("us-artillery-reserve", turn(1, NIGHT), ("with", "us-meade"), ["us-ar-1", "us-ar-2", "us-ar-3", "us-ar-4"],
     ["union:AR"],
     RECONSTRUCTED + " No entry edge is printed (\"—\"): the army's reserve, without an HQ of its own, comes on "
     "with the Army HQ, Meade; the chit cell \"Artillery Reserve\" is the AR chit."),
]
DAY_2_CONFEDERATE = [
    ("cs-i-artillery", turn(2, 1), ("edge", "west"), ["cs-i-artillery"], [], None),
    ("cs-pickett", turn(2, 5), ("edge", "west"), ["cs-i-pickett-l", "cs-i-pickett-r"], [], None),
    ("cs-stuart", turn(2, NIGHT), ("edge", "north"), ["cs-c-hampton", "cs-c-chambliss", "cs-stuart"], ["confederate:C"],
     None),
    ("cs-fitz-lee", turn(2, NIGHT), ("edge", "north"), ["cs-c-fitz-lee", "cs-c-artillery"], [], None),
]
DAY_2_UNION = [
    ("us-v-corps", turn(2, 1), ("edge", "east"), ["us-v-barnes", "us-v-ayres", "us-v-crawford", "us-sykes"], ["union:V"],
     None),
    ("us-vi-corps", turn(2, 6), ("edge", "south-east"),
     ["us-vi-wright", "us-vi-howe", "us-vi-newton", "us-vi-baggage-train", "us-sedgwick"], ["union:VI"], None),
    ("us-cavalry", turn(2, NIGHT), ("edge", "south"), ["us-c-gregg", "us-c-kilpatrick", "us-c-artillery"], [], None),
]

# Option: Stonewall Jackson (Jackson Option Setup and Reinforcements; the Union's entries are the base's).
JACKSON_ADDS = ["cs-i-trimble", "cs-ii-ap-hill-l", "cs-ii-ap-hill-r", "cs-ii-ewell", "cs-jackson"]
JACKSON_REMOVES = ["cs-iii-heth-l", "cs-iii-heth-r", "cs-iii-pender-l", "cs-iii-pender-r", "cs-ewell"]
JACKSON_REASSIGNS = [("cs-iii-anderson-l", "cs-i"), ("cs-iii-anderson-r", "cs-i")]
JACKSON_TRAIN_NOTE = ("The sheet's note: \"The III Corps baggage train and artillery move together with Lee\": "
                      "the III Command's two pieces move with the Army HQ.")
JACKSON_ENTRIES = [
    ("cs-heth", turn(1, 1), ("edge", "north-west"),
     ["cs-ii-ap-hill-l", "cs-ii-ap-hill-r", "cs-iii-baggage-train", "cs-lee", "cs-hill"], ["confederate:III"],
     "\"II AP Hill L, II AP Hill R, II Baggage Train; Lee, III\". The train is read as the III Command's: the II "
     "Command's train comes on turn 3 with Rodes and Jackson, and no piece arrives twice. Hill, the III Command's HQ "
     "in the Jackson order of battle, comes on with the III chit, the one row that brings it. " + JACKSON_TRAIN_NOTE),
    ("cs-ewell-trimble", turn(1, 3), ("edge", "west"),
     ["cs-ii-ewell", "cs-i-trimble", "cs-i-baggage-train", "cs-ii-artillery", "cs-longstreet"], ["confederate:I"], None),
    ("cs-rodes", turn(1, 3), ("edge", "north"), ["cs-ii-rodes-l", "cs-ii-rodes-r", "cs-ii-baggage-train", "cs-jackson"],
     [], STARTING_CHIT_NOTE.format(printed="Jackson II", chit="II", hq="Jackson")),
    ("cs-early", turn(1, 4), ("edge", "north"), ["cs-ii-early-l", "cs-ii-early-r"], [], None),
    ("cs-johnson", turn(1, 7), ("edge", "west"),
     ["cs-ii-johnson-l", "cs-ii-johnson-r", "cs-iii-artillery", "cs-iii-anderson-l", "cs-iii-anderson-r"], [],
     "Anderson's pieces are printed \"I Anderson\": the Jackson order of battle puts them under Longstreet. " +
     JACKSON_TRAIN_NOTE),
    ("cs-longstreet", turn(1, 8), ("edge", "west"), ["cs-i-hood-l", "cs-i-hood-r", "cs-i-mclaws-l", "cs-i-mclaws-r"], [],
     None),
]
JACKSON_REMOVED_ENTRIES = ["cs-pender", "cs-lee"]

# Option: J.E.B. Stuart (Stuart Option Setup and Reinforcements, with its last rows reconstructed).
STUART_ENTRIES = [
    ("cs-heth", turn(1, 1), ("edge", "west"), ["cs-iii-heth-l", "cs-iii-heth-r", "cs-iii-baggage-train", "cs-hill"], [],
     STARTING_CHIT_NOTE.format(printed="Hill III", chit="III", hq="Hill")),
    ("cs-chambliss", turn(1, 1), ("with", "cs-hill"), ["cs-c-chambliss"], [],
     "Printed in the West row with Hill; the sheet's note: \"Chambliss moves together with Hill until Stuart "
     "arrives\" (turn 3): until then he moves when the III chit is drawn."),
    ("cs-pender", turn(1, 3), ("edge", "west"), ["cs-iii-pender-l", "cs-iii-pender-r", "cs-iii-artillery"], [], None),
    ("cs-stuart", turn(1, 3), ("edge", "north-east"), ["cs-c-hampton", "cs-c-fitz-lee", "cs-c-artillery", "cs-stuart"],
     ["confederate:C"], None),
    ("cs-early", turn(1, 5), ("edge", "north-east"), ["cs-ii-early-l", "cs-ii-early-r"], [], None),
    ("cs-johnson", turn(1, 7), ("edge", "west"),
     ["cs-ii-johnson-l", "cs-ii-johnson-r", "cs-ii-artillery", "cs-iii-anderson-l", "cs-iii-anderson-r"], [], None),
    ("cs-longstreet", turn(1, 8), ("edge", "west"),
     ["cs-i-hood-l", "cs-i-hood-r", "cs-i-mclaws-l", "cs-i-mclaws-r", "cs-i-baggage-train", "cs-longstreet"],
     ["confederate:I"], RECONSTRUCTED),
    ("us-cavalry", turn(1, 4), ("edge", "south-east"), ["us-c-gregg", "us-c-kilpatrick", "us-c-artillery"], [], None),
]
STUART_REMOVED_ENTRIES = ["cs-fitz-lee"]

# Diagnostics the book means: (code, scenario, objects as (kind, id), reason). None: Chambliss
# riding with Hill before the C chit is in play is how `pub-battles.chits-in-play` reads arrivals
# with a unit (docs/rulesets/pub-battles.md).
ACKNOWLEDGEMENTS = []

# Setups ---------------------------------------------------------------------------------------
# The rulebook's setup diagrams are map images not in its text; every position is the sample
# designer's, after the history. (unit, x, y, facing, road column); x is the easting and y the
# northing negated (EPSG:26918, metres); facing 0 is north and angles grow clockwise.

# Morning of 1 July: "Place Buford and Pleasonton here": Buford's cavalry on McPherson's Ridge
# south of the Chambersburg Pike, facing Herr Ridge, and the C Command's HQ behind it.
SETUP_DAY_1 = [
    ("us-c-buford", 307590, -4411950, 266, False),
    ("us-buford", 307840, -4411950, 266, False),
]

_SEMINARY_FRONT = 104  # facing east off Seminary Ridge's crest, towards Cemetery Ridge
_CEMETERY_FRONT = 270

# Morning of 2 July (Day 2 Turn 1): everything that came on during Day 1.
SETUP_DAY_2 = [
    # Confederate: Hill's III Corps on Seminary Ridge, Heth in reserve on McPherson's Ridge.
    ("cs-lee", 308020, -4411750, 97, False),  # the Thompson house, on the Pike
    ("cs-hill", 307690, -4410900, _SEMINARY_FRONT, False),
    ("cs-iii-pender-l", 307915, -4411050, _SEMINARY_FRONT, False),
    ("cs-iii-pender-r", 307830, -4410700, _SEMINARY_FRONT, False),
    ("cs-iii-artillery", 307743, -4410350, _SEMINARY_FRONT, False),
    ("cs-iii-anderson-l", 307657, -4410000, _SEMINARY_FRONT, False),
    ("cs-iii-anderson-r", 307570, -4409650, 106, False),
    ("cs-iii-heth-l", 307530, -4411230, 96, False),
    ("cs-iii-heth-r", 307462, -4410880, 103, False),
    ("cs-iii-baggage-train", 306850, -4412373, 77, True),  # on the Pike between Herr and McPherson's Ridges
    # Longstreet's Hood and McLaws on Herr Ridge, come in along the Pike overnight.
    ("cs-longstreet", 306150, -4411700, 90, False),
    ("cs-i-hood-l", 306444, -4412200, 83, False),
    ("cs-i-hood-r", 306482, -4411850, 83, False),
    ("cs-i-mclaws-l", 306491, -4411500, 95, False),
    ("cs-i-mclaws-r", 306458, -4411150, 95, False),
    ("cs-i-baggage-train", 306000, -4412575, 77, True),  # on the Pike west of Herr Ridge
    # Ewell's II Corps: Rodes in the town, Early east of it, Johnson east of Rock Creek below Culp's Hill.
    ("cs-ewell", 309100, -4411960, 180, False),
    ("cs-ii-rodes-l", 308800, -4411250, 180, False),
    ("cs-ii-rodes-r", 309150, -4411250, 180, False),
    ("cs-ii-early-l", 309650, -4411300, 200, False),
    ("cs-ii-early-r", 309980, -4411150, 200, False),
    ("cs-ii-artillery", 310480, -4410870, 248, False),  # Benner's Hill
    ("cs-ii-johnson-l", 310900, -4410420, 225, False),
    ("cs-ii-johnson-r", 311150, -4410150, 225, False),
    ("cs-ii-baggage-train", 309115, -4412250, 182, True),  # on the Carlisle Road north of the town
    # Union: the XI Corps on Cemetery Hill, the I Corps on Cemetery Ridge's north end and Culp's Hill,
    # the XII Corps on Culp's Hill, the II and III Corps along Cemetery Ridge, the reserve behind.
    ("us-meade", 309050, -4409400, 270, False),  # near the Leister house
    ("us-howard", 309440, -4410110, 0, False),
    ("us-xi-schurz", 309040, -4410330, 0, False),
    ("us-xi-barlow", 309360, -4410330, 0, False),
    ("us-xi-steinwehr", 309120, -4410130, 0, False),
    ("us-reynolds", 309200, -4409780, 304, False),
    ("us-i-rowley", 308900, -4409865, 304, False),
    ("us-i-robinson", 308718, -4409590, 304, False),
    ("us-i-wadsworth", 309900, -4410080, 330, False),
    ("us-slocum", 310060, -4408613, 0, False),  # Powers Hill
    ("us-xii-geary", 310150, -4409870, 60, False),
    ("us-xii-williams", 310380, -4409620, 80, False),
    ("us-hancock", 308850, -4409050, _CEMETERY_FRONT, False),
    ("us-ii-hays", 308624, -4409250, _CEMETERY_FRONT, False),
    ("us-ii-gibbon", 308625, -4408900, _CEMETERY_FRONT, False),
    ("us-ii-caldwell", 308608, -4408550, 275, False),
    ("us-sickles", 308800, -4408050, 275, False),
    ("us-iii-humphreys", 308579, -4408200, 275, False),
    ("us-iii-birney", 308559, -4407850, 273, False),
    ("us-ar-1", 309250, -4409150, _CEMETERY_FRONT, False),
    ("us-ar-2", 309250, -4408800, _CEMETERY_FRONT, False),
    ("us-ar-3", 309550, -4409150, _CEMETERY_FRONT, False),
    ("us-ar-4", 309550, -4408800, _CEMETERY_FRONT, False),
    ("us-buford", 307850, -4408150, 270, False),
    ("us-c-buford", 307600, -4408150, 270, False),  # by the Peach Orchard
    ("us-i-baggage-train", 310700, -4408700, 315, True),  # on the Baltimore Pike
    ("us-xii-baggage-train", 311100, -4408280, 315, True),
]

# Morning of 3 July (Day 3 Turn 1): everything that came on during Days 1 and 2.
SETUP_DAY_3 = [
    # Confederate: Pickett, Heth (Pettigrew) and Pender (Trimble) on Seminary Ridge, the artillery
    # in front; Anderson south of Pickett; Hood and McLaws on the ground won on the 2nd, west of the
    # Round Tops and at the Peach Orchard; Ewell's corps as on the 2nd; Stuart north-east of the town.
    ("cs-lee", 308020, -4411750, 97, False),
    ("cs-hill", 307200, -4411000, _SEMINARY_FRONT, False),
    ("cs-iii-heth-l", 307793, -4410550, _SEMINARY_FRONT, False),
    ("cs-iii-heth-r", 307706, -4410200, _SEMINARY_FRONT, False),
    ("cs-iii-pender-l", 307550, -4410600, _SEMINARY_FRONT, False),
    ("cs-iii-pender-r", 307460, -4410250, _SEMINARY_FRONT, False),
    ("cs-iii-artillery", 308000, -4410350, _SEMINARY_FRONT, False),
    ("cs-iii-anderson-l", 307420, -4409100, 106, False),
    ("cs-iii-anderson-r", 307320, -4408750, 108, False),
    ("cs-iii-baggage-train", 306850, -4412373, 77, True),
    ("cs-longstreet", 306900, -4409300, 100, False),
    ("cs-i-pickett-l", 307607, -4409800, _SEMINARY_FRONT, False),
    ("cs-i-pickett-r", 307513, -4409450, 106, False),
    ("cs-i-artillery", 307800, -4409300, 100, False),
    ("cs-i-hood-l", 307250, -4407350, 90, False),
    ("cs-i-hood-r", 307250, -4406950, 90, False),
    ("cs-i-mclaws-l", 307500, -4408100, 80, False),  # the Peach Orchard
    ("cs-i-mclaws-r", 307400, -4407750, 85, False),
    ("cs-i-baggage-train", 306200, -4410555, 68, True),  # on the Fairfield Road
    ("cs-ewell", 309100, -4411960, 180, False),
    ("cs-ii-rodes-l", 308800, -4411250, 180, False),
    ("cs-ii-rodes-r", 309150, -4411250, 180, False),
    ("cs-ii-early-l", 309650, -4411300, 200, False),
    ("cs-ii-early-r", 309980, -4411150, 200, False),
    ("cs-ii-artillery", 310480, -4410870, 248, False),
    ("cs-ii-johnson-l", 310900, -4410420, 225, False),
    ("cs-ii-johnson-r", 311150, -4410150, 225, False),
    ("cs-ii-baggage-train", 309115, -4412250, 182, True),
    ("cs-stuart", 311000, -4412600, 120, False),
    ("cs-c-hampton", 311250, -4412250, 135, False),
    ("cs-c-fitz-lee", 311650, -4412350, 135, False),
    ("cs-c-chambliss", 311350, -4412650, 135, False),
    ("cs-c-artillery", 311750, -4412700, 135, False),
    # Union: the fish-hook from Culp's Hill round Cemetery Hill and down Cemetery Ridge to Little
    # Round Top, the V Corps at its southern end, the VI and III Corps and the Artillery Reserve
    # behind it, the cavalry on both flanks.
    ("us-meade", 309050, -4409400, 270, False),
    ("us-howard", 309440, -4410110, 0, False),
    ("us-xi-schurz", 309040, -4410330, 0, False),
    ("us-xi-barlow", 309360, -4410330, 0, False),
    ("us-xi-steinwehr", 309120, -4410130, 0, False),
    ("us-reynolds", 309200, -4409780, 304, False),
    ("us-i-robinson", 308900, -4409865, 304, False),
    ("us-i-wadsworth", 309900, -4410080, 330, False),
    ("us-ii-hays", 308718, -4409590, 304, False),
    ("us-ii-gibbon", 308624, -4409250, _CEMETERY_FRONT, False),  # the Angle
    ("us-i-rowley", 308625, -4408900, _CEMETERY_FRONT, False),
    ("us-ii-caldwell", 308608, -4408550, 275, False),
    ("us-ar-1", 308579, -4408200, 275, False),
    ("us-ar-2", 308559, -4407850, 273, False),
    ("us-v-crawford", 308538, -4407500, 277, False),
    ("us-v-ayres", 308480, -4407050, _CEMETERY_FRONT, False),  # Little Round Top
    ("us-v-barnes", 308850, -4407300, _CEMETERY_FRONT, False),
    ("us-sykes", 308850, -4406900, _CEMETERY_FRONT, False),
    ("us-vi-howe", 308750, -4406450, _CEMETERY_FRONT, False),
    ("us-vi-wright", 309250, -4408350, _CEMETERY_FRONT, False),
    ("us-vi-newton", 309250, -4407950, _CEMETERY_FRONT, False),
    ("us-sedgwick", 309550, -4407950, _CEMETERY_FRONT, False),
    ("us-ar-3", 309300, -4409150, _CEMETERY_FRONT, False),
    ("us-ar-4", 309300, -4408800, _CEMETERY_FRONT, False),
    ("us-hancock", 308850, -4409300, _CEMETERY_FRONT, False),
    ("us-iii-humphreys", 308950, -4408900, _CEMETERY_FRONT, False),
    ("us-iii-birney", 308950, -4408300, _CEMETERY_FRONT, False),
    ("us-sickles", 309250, -4407550, _CEMETERY_FRONT, False),
    ("us-slocum", 310060, -4408613, 0, False),
    ("us-xii-geary", 310150, -4409870, 60, False),
    ("us-xii-williams", 310380, -4409620, 80, False),
    ("us-buford", 305700, -4406050, 45, False),
    ("us-c-buford", 305900, -4406300, 45, False),  # south-west, on the Emmitsburg Road
    ("us-c-kilpatrick", 308100, -4405400, 300, False),  # south of Big Round Top
    ("us-c-gregg", 311950, -4411200, 315, False),  # east, on the road to the Hanover Road
    ("us-c-artillery", 311650, -4410950, 315, False),
    ("us-i-baggage-train", 310700, -4408700, 315, True),
    ("us-xii-baggage-train", 311100, -4408280, 315, True),
    ("us-vi-baggage-train", 311450, -4407800, 323, True),
]


# Geometry -------------------------------------------------------------------------------------

def parse_points(text):
    return [tuple(float(v) for v in p.split(",")) for p in text.split()]


class Battlefield:
    """The free-form map of the base sample: its extent, areas (with their rings) and lines."""

    def __init__(self, path):
        self.root = ET.parse(path).getroot()
        self.map = self.root.find("maps/freeform-map")
        e = self.map.find("extent")
        self.extent = tuple(float(e.get(k)) for k in ("min-x", "min-y", "max-x", "max-y"))
        self.areas = []
        for area in self.map.find("areas"):
            polygons = [(parse_points(p.find("outer").text), [parse_points(h.text) for h in p.findall("hole")])
                        for p in area.findall("polygon")]
            xs = [x for outer, _ in polygons for x, _ in outer]
            ys = [y for outer, _ in polygons for _, y in outer]
            crest = area.find("crest")
            self.areas.append({"id": area.get("id"), "terrain": area.get("terrain"), "level": area.get("level"),
                               "polygons": polygons, "box": (min(xs), min(ys), max(xs), max(ys)),
                               "crest": parse_points(crest.text) if crest is not None else None})
        self.lines = {line.get("id"): parse_points(line.text) for line in self.map.find("lines")}

    def perimeter(self):
        x0, y0, x1, y1 = self.extent
        return 2 * ((x1 - x0) + (y1 - y0))

    def border_position(self, x, y):
        """Where a point of the border lies, measured clockwise from the top-left corner."""
        x0, y0, x1, y1 = self.extent
        w, h = x1 - x0, y1 - y0
        if abs(y - y0) < 1e-6:
            return x - x0
        if abs(x - x1) < 1e-6:
            return w + (y - y0)
        if abs(y - y1) < 1e-6:
            return w + h + (x1 - x)
        return 2 * w + h + (y1 - y)

    def exit_point(self, line_id, end):
        """The line's end segment carried on straight to the border."""
        pts = self.lines[line_id]
        (ax, ay), (bx, by) = (pts[1], pts[0]) if end == "first" else (pts[-2], pts[-1])
        dx, dy = bx - ax, by - ay
        x0, y0, x1, y1 = self.extent
        steps = []
        if dx:
            steps += [((x0 if dx < 0 else x1) - bx) / dx]
        if dy:
            steps += [((y0 if dy < 0 else y1) - by) / dy]
        k = min(s for s in steps if s >= 0)
        return bx + k * dx, by + k * dy

    def hill_centre(self, reference_name):
        """The centre of the traced hill whose outline the map's area was digitised from."""
        for area in self.areas:
            if area["terrain"] == "hills" and area["id"] == HILL_AREAS[reference_name]:
                outer = area["polygons"][0][0]
                return ring_centroid(outer)
        raise KeyError(reference_name)

    def crest_middle(self, area_id):
        crest = next(a["crest"] for a in self.areas if a["id"] == area_id)
        return point_along(crest, 0.5)

    def terrain_shares(self, corners, samples=(30, 15)):
        """Share of the footprint under each (terrain, level), and under no area ("open"), in percent."""
        (ax, ay), (bx, by), _, (dx, dy) = corners
        n, m = samples
        counts = {}
        for i in range(n):
            for j in range(m):
                u, v = (i + 0.5) / n, (j + 0.5) / m
                px = ax + u * (bx - ax) + v * (dx - ax)
                py = ay + u * (by - ay) + v * (dy - ay)
                under = set()
                for area in self.areas:
                    x0, y0, x1, y1 = area["box"]
                    if not (x0 <= px <= x1 and y0 <= py <= y1):
                        continue
                    if any(inside((px, py), outer) and not any(inside((px, py), h) for h in holes)
                           for outer, holes in area["polygons"]):
                        under.add((area["terrain"], area["level"]))
                for key in under or {("open", None)}:
                    counts[key] = counts.get(key, 0) + 1
        return {k: 100.0 * c / (n * m) for k, c in counts.items()}


def point_along(points, fraction):
    lengths = [math.dist(a, b) for a, b in zip(points, points[1:])]
    goal = fraction * sum(lengths)
    for (a, b), length in zip(zip(points, points[1:]), lengths):
        if goal <= length:
            t = goal / length
            return a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])
        goal -= length
    return points[-1]


def inside(p, ring):
    x, y = p
    result = False
    for (ax, ay), (bx, by) in zip(ring, ring[1:] + ring[:1]):
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            result = not result
    return result


# The hill areas of the battlefield map by the traced hill they were digitised from
# (samples/gettysburg-base/reference/traced-relief.geojson, in the order digitise made them).
HILL_AREAS = {
    "hill-little-round-top": "hills-0", "hill-big-round-top": "hills-1", "hill-culps": "hills-2",
    "hill-cemetery": "hills-3", "hill-oak": "hills-4", "hill-benners": "hills-5", "hill-wolf": "hills-6",
    "hill-powers": "hills-7", "hill-houcks-ridge": "hills-8",
}


def footprint(x, y, facing, road_column):
    """The piece's corners: its depth along its facing and its width across (lengthwise in road column)."""
    a = math.radians(facing)
    fx, fy = math.sin(a), -math.cos(a)  # ahead: 0 is the top of the map, angles clockwise on screen
    rx, ry = math.cos(a), math.sin(a)  # to its right
    ahead, across = ((PIECE_WIDTH, PIECE_DEPTH) if road_column else (PIECE_DEPTH, PIECE_WIDTH))
    ha, hc = ahead / 2, across / 2
    return [(x + fx * ha - rx * hc, y + fy * ha - ry * hc), (x + fx * ha + rx * hc, y + fy * ha + ry * hc),
            (x - fx * ha + rx * hc, y - fy * ha + ry * hc), (x - fx * ha - rx * hc, y - fy * ha - ry * hc)]


def _segment_distance(p, a, b):
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def _overlap(p, q):
    """Whether two convex quadrilaterals share area (separating axes)."""
    for poly in (p, q):
        for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1]):
            nx, ny = ay - by, bx - ax
            sp = [nx * x + ny * y for x, y in p]
            sq = [nx * x + ny * y for x, y in q]
            if max(sp) <= min(sq) + 1e-9 or max(sq) <= min(sp) + 1e-9:
                return False
    return True


def gap(p, q):
    """Distance between two footprints, 0 when they overlap."""
    if _overlap(p, q):
        return 0.0
    return min(min(_segment_distance(v, a, b) for v in p for a, b in zip(q, q[1:] + q[:1])),
               min(_segment_distance(v, a, b) for v in q for a, b in zip(p, p[1:] + p[:1])))


# Checks of the setups and edges ---------------------------------------------------------------

def side_of(unit):
    return "confederate" if unit.startswith("cs-") else "union"


def check_setup(field, name, setup):
    """Stops the script on a setup that a designer would have to mend."""
    problems = []
    names, types = unit_names(), unit_types()
    seen = set()
    shapes = []
    x0, y0, x1, y1 = field.extent
    for unit, x, y, facing, column in setup:
        if unit in seen or unit not in names:
            problems.append(f"{unit}: placed twice or not a unit")
        seen.add(unit)
        corners = footprint(x, y, facing, column)
        shapes.append((unit, corners))
        border = min(min(cx - x0, x1 - cx, cy - y0, y1 - cy) for cx, cy in corners)
        if border < BORDER_GAP:
            problems.append(f"{names[unit]}: {border:.0f} m from the border")
        shares = field.terrain_shares(corners)
        if types[unit] in ("artillery", "cavalry") and sum(v for (t, _), v in shares.items() if t == "marsh") > 50:
            problems.append(f"{names[unit]}: in marsh")
        # Mostly one terrain: no two terrains (by catalogue entry, and by entry and level) each
        # under 35% to 65% of the piece within 15 points of each other.
        by_terrain = {}
        for (t, _), v in shares.items():
            by_terrain[t] = by_terrain.get(t, 0) + v
        for table in (shares, by_terrain):
            values = sorted(table.items(), key=lambda kv: str(kv[0]))
            for i, (ka, va) in enumerate(values):
                for kb, vb in values[i + 1:]:
                    if 35 <= va <= 65 and 35 <= vb <= 65 and abs(va - vb) <= 15 and va + vb <= 110:
                        problems.append(f"{names[unit]}: {va:.0f}% {ka} and {vb:.0f}% {kb}")
    for i, (ua, pa) in enumerate(shapes):
        for ub, pb in shapes[i + 1:]:
            d = gap(pa, pb)
            if side_of(ua) != side_of(ub) and d < ENEMY_GAP:
                problems.append(f"{names[ua]} and {names[ub]}: enemies {d:.0f} m apart")
            elif d < 10:
                problems.append(f"{names[ua]} and {names[ub]}: {d:.0f} m apart")
    if problems:
        sys.exit(f"setup of {name}:\n  " + "\n  ".join(problems))
    return len(setup)


def check_edges(field):
    edges = {eid: (start, end) for eid, _, start, end in ENTRY_EDGES}
    perimeter = field.perimeter()
    lines = []
    for line_id, end, eid in ROAD_EXITS:
        x, y = field.exit_point(line_id, end)
        p = field.border_position(x, y)
        start, stop = edges[eid]
        within = start <= p <= stop if start < stop else (p >= start or p <= stop)
        if not within:
            sys.exit(f"{line_id} leaves the map at {p:.0f}, outside edge {eid} ({start}-{stop})")
        lines.append(f"| {line_id} | {x:.0f}, {y:.0f} | {p:.0f} | {eid} |")
    for eid, (start, stop) in edges.items():
        if not (0 <= start < perimeter and 0 <= stop < perimeter):
            sys.exit(f"edge {eid}: outside 0-{perimeter}")
    return lines


# The book -------------------------------------------------------------------------------------

TITLE = "Pub Battles: Gettysburg – Shall I Advance?: the Gettysburg scenario"
SOURCE = ("Pub Battles: Gettysburg – Shall I Advance? (Gettysburg Scenario: Special Rules, Setup and "
          "Reinforcements, Order of Battle); battlefield samples/gettysburg-base/gettysburg-freeform.sandtable "
          "(1863 roads, streams and town blocks from the battle-atlas project, MIT; hills, ridges and woods traced "
          "by hand)")
DESCRIPTION = ("The Gettysburg scenario of Pub Battles on the free-form battlefield of 1863 (NAD83 / UTM zone 18N, "
               "metres): both orders of battle as printed, with the pieces of the Jackson option; the battle from "
               "Day 1 Turn 1 with the Day 1 and Day 2 reinforcements, Day 2 and Day 3 played separately, and the "
               "Jackson and Stuart options of Day 1. The map's measures, entry edges and named locations, every "
               "setup position and the readings of the garbled end of the scenario text are the sample designer's: "
               "see README.md.")

VICTORY = [
    ("confederate-attack", "confederate",
     "Gettysburg Scenario: Objectives: the Confederate army has the responsibility for the attack. For victory in "
     "the campaign, and in the war, a decisive victory must be won here: the Union army must be routed, destroyed, "
     "or made to withdraw."),
    ("union-defence", "union",
     "Gettysburg Scenario: Objectives: the Union army must stop the Confederate offensive: Lee's army must be halted "
     "here, and Baltimore and Washington defended. The Union player cannot choose a night withdrawal."),
]
OPTIONS = "baggage-trains"  # Optional Baggage Trains: the tables and setups have baggage trains

CHITS_DAY_1 = ["confederate:III", "union:I", "union:C"]  # Starting chits: Day 1 (base scenario)
CHITS_DAY_2 = ["confederate:I", "confederate:II", "confederate:III", "union:I", "union:II", "union:III", "union:XI",
               "union:XII", "union:C", "union:AR"]
CHITS_DAY_3 = ["confederate:I", "confederate:II", "confederate:III", "confederate:C", "union:I", "union:II",
               "union:III", "union:V", "union:VI", "union:XI", "union:XII", "union:C", "union:AR"]

SCENARIOS = [
    ("day-1", "Day 1: the battle from the morning of 1 July", DAY_1[0], DAY_3[1],
     "Gettysburg Scenario: Length and Start: the scenario starts on Turn 1 and lasts three days. From Day 1 Turn 1 "
     "to Day 3 Turn 8 with the Day 1 (Base Scenario) and Day 2 reinforcements; played as Day 1 alone, it ends after "
     "Day 1 Night. Buford's cavalry and its HQ on McPherson's Ridge (\"Place Buford and Pleasonton here\"); starting "
     "chits Confederate III, Union I and C.",
     SETUP_DAY_1, DAY_1_CONFEDERATE + DAY_1_UNION + DAY_2_CONFEDERATE + DAY_2_UNION, CHITS_DAY_1),
    ("day-2", "Day 2: 2 July", DAY_2[0], DAY_2[1],
     "Day 2 played as a separate scenario (Length and Start), Day 2 Turn 1 to Day 2 Night, from the positions of the "
     "morning of 2 July (the printed Day 2 diagram is not in the text: the sample designer's, after the history), "
     "with the Day 2 reinforcements. Starting chits: every command on the map.",
     SETUP_DAY_2, DAY_2_CONFEDERATE + DAY_2_UNION, CHITS_DAY_2),
    ("day-3", "Day 3: 3 July", DAY_3[0], DAY_3[1],
     "Day 3 played as a separate scenario (Length and Start), Day 3 Turn 1 to Turn 8, from the positions of the "
     "morning of 3 July (the printed Day 3 diagram is not in the text: the sample designer's, after the history). "
     "Day 3 has no reinforcements. Starting chits: every command on the map.",
     SETUP_DAY_3, [], CHITS_DAY_3),
]


def sub(parent, tag, attributes=(), text=None):
    element = ET.SubElement(parent, tag, dict(attributes))
    if text is not None:
        element.text = text
    return element


def add_metadata(root):
    metadata = sub(root, "metadata")
    sub(metadata, "title", text=TITLE)
    sub(metadata, "designer", text="Sandtable samples")
    sub(metadata, "source", text=SOURCE)
    sub(metadata, "description", text=DESCRIPTION)


def location_point(field, how):
    kind, key = how
    if kind == "landmark":
        return landmark(key)
    if kind == "hill":
        return field.hill_centre(key)
    return field.crest_middle(key)


def add_map(root, field):
    maps = sub(root, "maps")
    fmap = copy.deepcopy(field.map)
    fmap.tail = None
    measures = ET.Element("measures", {"foot-move": str(FOOT_MOVE), "mounted-move": str(MOUNTED_MOVE),
                                       "piece-width": str(PIECE_WIDTH), "piece-depth": str(PIECE_DEPTH)})
    fmap.insert(list(fmap).index(fmap.find("extent")) + 1, measures)
    locations = sub(fmap, "locations")
    for lid, name, how in LOCATIONS:
        x, y = location_point(field, how)
        sub(locations, "location", {"id": f"location-{lid}", "name": name, "x": f"{x:.0f}", "y": f"{y:.0f}",
                                    "radius": f"{LOCATION_RADIUS:.0f}"})
    edges = sub(fmap, "entry-edges")
    for eid, name, start, stop in ENTRY_EDGES:
        sub(edges, "edge", {"id": eid, "name": name, "from": str(start), "to": str(stop)})
    maps.append(fmap)
    return fmap.get("id")


def add_unit(parent, uid, utype, name, marks=()):
    unit = sub(parent, "unit", {"id": uid, "type": utype, "name": name})
    if utype == "hq":
        sub(unit, "attr", {"key": "command-rating", "value": "3"})
    if ELITE in marks:
        sub(unit, "attr", {"key": "quality", "value": "elite"})


def add_forces(root, new):
    forces = sub(root, "forces")
    for side in new.find("forces"):
        node = sub(forces, "side", {"id": side.get("id"), "name": side.get("name")})
        army_id, army_name, hq, hq_name = ARMIES[side.get("id")]
        army = sub(node, "formation", {"id": army_id, "type": "army", "echelon": "army", "name": army_name})
        add_unit(army, hq, "hq", hq_name)
        for cid, chit, hqs, pieces in COMMANDS[side.get("id")]:
            command = sub(army, "formation", {"id": cid, "type": "command", "echelon": "corps",
                                              "name": COMMAND_NAMES.get(chit, f"{chit} Command")})
            sub(command, "attr", {"key": "chit", "value": chit})
            for uid, name, marks in hqs:
                add_unit(command, uid, "hq", name, marks)
            for uid, utype, name, marks in pieces:
                add_unit(command, uid, utype, name, marks)
        for uid, name in detachments(side.get("id")):
            add_unit(army, uid, "detachment", name)


def add_entry(parent, tag, entry):
    eid, at, (kind, ref), units, chits, note = entry
    attributes = {"id": eid, "turn": str(at), kind: ref}
    if units:
        attributes["units"] = " ".join(units)
    if chits:
        attributes["chits"] = " ".join(chits)
    element = sub(parent, tag, attributes)
    if note:
        sub(element, "note", text=note)


def add_scenario(parent, map_id, sid, name, start, end, description, setup, schedule, chits):
    scenario = sub(parent, "scenario", {"id": sid, "name": name, "map": map_id, "start-turn": str(start),
                                        "end-turn": str(end)})
    sub(scenario, "description", text=description)
    sub(scenario, "order-of-battle", {"units": " ".join(base_units())})
    placements = sub(scenario, "setup")
    for unit, x, y, facing, column in setup:
        attributes = {"unit": unit, "x": str(x), "y": str(y), "facing": str(facing)}
        if column:
            attributes["road-column"] = "true"
        sub(placements, "placement", attributes)
    if schedule:
        entries = sub(scenario, "schedule")
        for entry in sorted(schedule, key=lambda e: e[1]):  # by turn, the table's order within a turn
            add_entry(entries, "entry", entry)
    sub(scenario, "chits", {"ids": " ".join(chits)})
    victory = sub(scenario, "victory")
    for cid, side, text in VICTORY:
        sub(victory, "condition", {"id": cid, "side": side}, text)
    sub(scenario, "options", {"ids": OPTIONS})


def add_variants(parent):
    jackson = sub(parent, "variant", {"id": "day-1-jackson", "name": "Day 1, Option: Stonewall Jackson",
                                      "extends": "day-1"})
    sub(jackson, "description", text=(
        "Option: Stonewall Jackson, possibility 2: Jackson recovered from his wound and Lee's army is back in two "
        "corps. The Jackson order of battle (Anderson and Trimble under Longstreet; Jackson's II Command with AP "
        "Hill's and Ewell's pieces in place of Heth, Pender and Ewell's HQ; the III Command left with Hill, its "
        "artillery and its train, which move with Lee), the Jackson reinforcements and starting chits Confederate "
        "II, Union I and C. The Union's entries are the base's."))
    sub(jackson, "add-units", {"units": " ".join(JACKSON_ADDS)})
    sub(jackson, "remove-units", {"units": " ".join(JACKSON_REMOVES)})
    for entry in JACKSON_ENTRIES:
        add_entry(jackson, "set-entry", entry)
    for eid in JACKSON_REMOVED_ENTRIES:
        sub(jackson, "remove-entry", {"id": eid})
    sub(jackson, "add-chits", {"ids": "confederate:II"})
    sub(jackson, "remove-chits", {"ids": "confederate:III"})
    for piece, formation in JACKSON_REASSIGNS:
        sub(jackson, "reassign", {"piece": piece, "formation": formation})

    stuart = sub(parent, "variant", {"id": "day-1-stuart", "name": "Day 1, Option: J.E.B. Stuart", "extends": "day-1"})
    sub(stuart, "description", text=(
        "Option: J.E.B. Stuart: Stuart's cavalry rides with the army and joins it on the first day. Chambliss comes "
        "on with Hill on turn 1 and moves with him until Stuart arrives; Stuart with Hampton, Fitz Lee and the "
        "C Artillery at the North-east edge on turn 3; Hill's, Early's, Johnson's, Anderson's and Longstreet's "
        "arrivals from the west and north-east; the Union cavalry at the South-east edge on turn 4. The order of "
        "battle and starting chits are the base's."))
    for entry in STUART_ENTRIES:
        add_entry(stuart, "set-entry", entry)
    for eid in STUART_REMOVED_ENTRIES:
        sub(stuart, "remove-entry", {"id": eid})


def rulebook(cli):
    """A new pub-battles book: the ruleset's turn track, sides and rules data."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "new.sandtable")
        code, output = run(cli, "new", "--ruleset", "pub-battles", "--map", "freeform", "-o", path)
        if code:
            sys.exit(output)
        return ET.parse(path).getroot()


def build(field, new):
    root = ET.Element("sandtable", {"version": "4", "ruleset": "pub-battles"})
    add_metadata(root)
    root.append(copy.deepcopy(new.find("turn-track")))
    map_id = add_map(root, field)
    add_forces(root, new)
    root.append(copy.deepcopy(new.find("rules-data")))
    scenarios = sub(root, "scenarios")
    for sid, name, start, end, description, setup, schedule, chits in SCENARIOS:
        add_scenario(scenarios, map_id, sid, name, start, end, description, setup, schedule, chits)
    add_variants(scenarios)
    acknowledgements = sub(root, "acknowledgements") if ACKNOWLEDGEMENTS else None
    for code, scenario, objects, reason in ACKNOWLEDGEMENTS:
        acknowledge = sub(acknowledgements, "acknowledge", {"code": code, "scenario": scenario, "reason": reason})
        for kind, oid in objects:
            sub(acknowledge, "object", {"kind": kind, "id": oid})
    return root


def write(root, path):
    for element in root.iter():  # the copied parts keep their own layout otherwise
        element.tail = None
        if len(element):
            element.text = None
    ET.indent(root, "  ")
    text = ET.tostring(root, encoding="unicode")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n' + text + "\n")


def run(*args):
    result = subprocess.run([str(a) for a in args], capture_output=True, text=True)
    return result.returncode, (result.stdout + result.stderr).strip()


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    cli = os.path.abspath(sys.argv[1])
    field = Battlefield(BATTLEFIELD)
    for line in check_edges(field):
        print(line)
    for name, setup in (("day-1", SETUP_DAY_1), ("day-2", SETUP_DAY_2), ("day-3", SETUP_DAY_3)):
        print(f"{name}: {check_setup(field, name, setup)} pieces set up")
    write(build(field, rulebook(cli)), BOOK)
    print(f"wrote {os.path.relpath(BOOK, os.path.dirname(SAMPLES))}")
    code, output = run(cli, "validate", BOOK)
    print(output.replace(SAMPLES + "/", ""))
    if code:
        sys.exit("the book does not validate")
    code, output = run(cli, "render", BOOK, "--scenario", "day-2", "--width", "1000", "-o",
                       os.path.join(FOLDER, "pub-battles.png"))
    print(output.replace(SAMPLES + "/", ""))
    if code:
        sys.exit("the book does not render")


if __name__ == "__main__":
    main()
