#!/usr/bin/env python3
"""Builds the battlefield boards of the ruleset samples over the base map.

    python3 samples/tools/make_ruleset_boards.py path/to/sandtable-cli [gettysburg-125|gettysburg-150]

Writes samples/gettysburg-125/gettysburg-125.sandtable and samples/gettysburg-150/gettysburg-150.sandtable
(and their renders) from scratch: `sandtable-cli new`, the grid placed on the landmarks, the base map's
layers digitised with each sample's digitise-mapping.json, the hand changes the rulebooks ask for,
named places and objectives, then `sandtable-cli upgrade` for the canonical layout and `validate`.
The READMEs beside the books explain every step; this script is the record of it.
"""
import json
import math
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from hexgrid import SQRT3, HexGrid  # noqa: E402
from ring_centroid import ring_centroid  # noqa: E402

SAMPLES = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASE = os.path.join(SAMPLES, "gettysburg-base")
REFERENCE = os.path.join(BASE, "reference")

# The landmarks, latitude and longitude (WGS84) carried into NAD83 / UTM 18N with
#   gdaltransform -s_srs EPSG:4326 -t_srs EPSG:26918   (input "lon lat")
LANDMARKS = {
    "mcphersons-woods": ("Herbst (McPherson's) Woods", 39.8345, -77.2518, 307314.79, 4411814.74),
    "cemetery-hill": ("Cemetery Hill", 39.8210, -77.2292, 309211.48, 4410267.74),
    "little-round-top": ("Little Round Top", 39.7922, -77.2368, 308481.02, 4407087.13),
    "culps-hill": ("Culp's Hill", 39.8190, -77.2183, 310138.94, 4410022.54),
    "diamond": ("The Diamond (town centre)", 39.8309, -77.2311, 309076.27, 4411370.72),
}


def run(*args, check=True):
    result = subprocess.run([str(a) for a in args], capture_output=True, text=True)
    if check and result.returncode != 0:
        sys.exit(f"{' '.join(map(str, args))} failed ({result.returncode}):\n{result.stdout}{result.stderr}")
    return result


# Terrain rows -------------------------------------------------------------------------------

def read_terrain(hex_map, columns):
    """{(col, row): set of terrain ids} from the <terrain> rows."""
    cells = {}
    terrain = hex_map.find("terrain")
    for row in terrain.findall("row"):
        n = int(row.get("n"))
        col = 0
        for token in (row.text or "").split():
            ids, _, count = token.partition("*")
            count = int(count) if count else 1
            values = set() if ids == "-" else set(ids.split("+"))
            for _ in range(count):
                cells[(col, n)] = set(values)
                col += 1
        assert col == columns, f"row {n}: {col} hexes, expected {columns}"
    return cells


def write_terrain(hex_map, cells, catalogue, columns, rows):
    terrain = hex_map.find("terrain")
    for row in list(terrain):
        terrain.remove(row)
    for n in range(rows):
        tokens = []
        for col in range(columns):
            values = cells.get((col, n), set())
            tokens.append("+".join(t for t in catalogue if t in values) or "-")
        element = ET.SubElement(terrain, "row", n=str(n))
        element.text = " ".join(tokens)  # `upgrade` writes the runs as NAME*COUNT


# One board ----------------------------------------------------------------------------------

class Board:
    def __init__(self, cli, ruleset, folder, file_name):
        self.cli = cli
        self.ruleset = ruleset
        self.folder = os.path.join(SAMPLES, folder)
        self.book = os.path.join(self.folder, file_name)
        self.log = []

    def say(self, text=""):
        print(text)
        self.log.append(text)

    def load(self):
        self.tree = ET.parse(self.book)
        self.root = self.tree.getroot()
        self.map = self.root.find("maps/hex-map")

    def save(self):
        self.tree.write(self.book, encoding="UTF-8", xml_declaration=True)

    def canonical(self):
        run(self.cli, "upgrade", self.book)
        for leftover in (self.book + ".bak",):
            if os.path.exists(leftover):
                os.remove(leftover)

    def create(self, title, description, map_id, map_name, grid, columns, rows, opacity):
        run(self.cli, "new", "--ruleset", self.ruleset, "--map", "hex", "--title", title, "-o", self.book, "--force")
        self.load()
        metadata = self.root.find("metadata")
        designer = ET.Element("designer")
        designer.text = "Sandtable samples"
        metadata.insert(1, designer)
        ET.SubElement(metadata, "description").text = description
        source = metadata.find("source")
        source.text += ("; battlefield base map samples/gettysburg-base (1863 roads, streams, railroad and town blocks "
                        "from the battle-atlas project, MIT; hills, ridges and woods traced by hand)")
        self.map.set("id", map_id)
        self.map.set("name", map_name)
        self.map.set("units", "m")
        self.map.set("crs", "EPSG:26918")
        g = self.map.find("grid")
        g.set("orientation", grid.orientation)
        g.set("size", f"{grid.size:.4f}")
        g.set("origin-x", f"{grid.origin[0]:.1f}")
        g.set("origin-y", f"{grid.origin[1]:.1f}")
        g.set("rotation", f"{grid.rotation:.2f}")
        g.set("layout", grid.layout)
        g.set("columns", str(columns))
        g.set("rows", str(rows))
        write_terrain(self.map, {}, [], columns, rows)
        imagery = ET.SubElement(self.map, "imagery")
        ET.SubElement(imagery, "raster", {"id": f"{map_id}-base-map", "name": "Battlefield base map (gettysburg-base.tif)",
                                          "path": "../gettysburg-base/gettysburg-base.tif", "opacity": opacity})
        self.save()
        self.canonical()
        self.map_id = map_id
        self.columns, self.rows = columns, rows

    def digitise(self, layer, mapping, threshold):
        result = run(self.cli, "digitise", self.book, "--map", self.map_id, "--layer", layer, "--mapping", mapping,
                     "--threshold", str(threshold), "-o", self.book, "--format", "json")
        os.remove(self.book + ".bak")
        summary = json.loads(result.stdout)
        parts = [f"{t['id']} {t['hexes']} hexes" for t in summary["terrain"]]
        parts += [f"{h['id']} {h['hexsides']} hexsides" for h in summary["hexsides"]]
        if summary["roads"]:
            parts.append(f"{len(summary['roads'])} roads")
        self.say(f"- `{os.path.basename(layer)}` at threshold {threshold}: " + (", ".join(parts) or "nothing") +
                 f" ({summary['features_used']} features used, {summary['features_ignored']} ignored)")
        return summary

    def terrain_of(self, labels, grid):
        self.load()
        cells = read_terrain(self.map, self.columns)
        return {label: cells.get(grid.offset(label), set()) for label in labels}

    def edit_terrain(self, grid, changes):
        """changes: [(label, add set, remove set, why)]"""
        self.load()
        catalogue = [t.get("id") for t in self.map.find("terrain-types")]
        cells = read_terrain(self.map, self.columns)
        for label, add, remove, why in changes:
            key = grid.offset(label)
            before = set(cells.get(key, set()))
            after = (before - set(remove)) | set(add)
            cells[key] = after
            show = lambda s: "+".join(t for t in catalogue if t in s) or "none"  # noqa: E731
            self.say(f"| {label} | {show(before)} | {show(after)} | {why} |")
        write_terrain(self.map, cells, catalogue, self.columns, self.rows)
        self.save()
        self.canonical()

    def add_hexsides(self, feature_type, sides):
        """sides: [(hexside written LABEL/SIDE, why)]; adds each to the map's <feature type=...> list."""
        self.load()
        hexsides = self.map.find("hexsides")
        if hexsides is None:
            hexsides = ET.SubElement(self.map, "hexsides")
        feature = next((f for f in hexsides.findall("feature") if f.get("type") == feature_type), None)
        if feature is None:
            feature = ET.SubElement(hexsides, "feature", type=feature_type)
        tokens = (feature.text or "").split()
        for side, why in sides:
            if side in tokens:
                self.say(f"| {side} | {feature_type} already | {why} |")
                continue
            tokens.append(side)
            self.say(f"| {side} | {feature_type} added | {why} |")
        feature.text = " ".join(tokens)
        self.save()
        self.canonical()

    def remove_hexsides(self, feature_type, sides):
        """sides: [(hexside written as the book writes it, LABEL/SIDE from its owner, why)]."""
        self.load()
        feature = next(f for f in self.map.find("hexsides").findall("feature") if f.get("type") == feature_type)
        tokens = (feature.text or "").split()
        for side, why in sides:
            if side not in tokens:
                sys.exit(f"{feature_type} {side}: not in the book, nothing to remove")
            tokens.remove(side)
            self.say(f"| {side} | {feature_type} removed | {why} |")
        feature.text = " ".join(tokens)
        self.save()
        self.canonical()

    def add_children(self, element_name, child_name, items):
        self.load()
        parent = self.map.find(element_name)
        if parent is None:
            parent = ET.SubElement(self.map, element_name)
        for attributes in items:
            ET.SubElement(parent, child_name, {k: str(v) for k, v in attributes.items()})
        self.save()
        self.canonical()

    def validate(self):
        result = run(self.cli, "validate", self.book, check=False)
        self.say(result.stdout.strip().replace(SAMPLES + "/", ""))
        if result.returncode != 0:
            sys.exit("the book does not validate")

    def render(self, name, *options):
        out = os.path.join(self.folder, name)
        run(self.cli, "render", self.book, *options, "-o", out)
        return out


def control_points(grid, points, hexes):
    """Table rows: label, place, easting, northing, centre, distance in m and hexes, hex the place is in."""
    lines = ["| Hex | Place | Easting | Northing | Hex centre (E, N) | Distance | In hexes | The place lies in |",
             "|---|---|---|---|---|---|---|---|"]
    total = 0.0
    for label, key in hexes:
        name, _, _, east, north = points[key]
        ce, cn = grid.centre_en(label)
        d = math.hypot(ce - east, cn - north)
        total += d * d
        inside = grid.label_at_en(east, north)
        lines.append(f"| {label} | {name} | {east:.1f} | {north:.1f} | {ce:.1f}, {cn:.1f} | {d:.0f} m | "
                     f"{d / grid.spacing():.2f} | {inside} ({grid.distance(label, inside)} hex away) |")
    rms = math.sqrt(total / len(hexes))
    lines.append("")
    lines.append(f"RMS of the distances: {rms:.0f} m ({rms / grid.spacing():.2f} hexes).")
    return lines, rms


def _segment_distance(p, a, b):
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    t = 0.0 if dx == dy == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def _inside(p, ring):
    x, y = p
    inside = False
    for (ax, ay), (bx, by) in zip(ring, ring[1:] + ring[:1]):
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            inside = not inside
    return inside


def reference_features():
    """(name, kind, geometry type, coordinates) of the base map's named features and the landmarks."""
    features = [(name + " (landmark)", "landmark", "Point", (e, n)) for name, _, _, e, n in LANDMARKS.values()]
    for layer in ("gettysburg-1863", "traced-relief", "traced-woods"):
        with open(os.path.join(REFERENCE, layer + ".geojson"), encoding="utf-8") as f:
            for feature in json.load(f)["features"]:
                props = feature["properties"]
                if props.get("cls") in ("rail_fence", "stone_wall", "field", "lane"):
                    continue
                geometry = feature["geometry"]
                features.append((props.get("name") or props["id"], props.get("cls", ""), geometry["type"],
                                 geometry["coordinates"]))
    return features


def polygon_centroid(layer, feature_id):
    """Area centroid of a polygon of a reference layer."""
    with open(os.path.join(REFERENCE, layer + ".geojson"), encoding="utf-8") as f:
        feature = next(x for x in json.load(f)["features"] if x["properties"]["id"] == feature_id)
    return ring_centroid([tuple(c[:2]) for c in feature["geometry"]["coordinates"][0]])


def feature_distance(point, feature):
    _, _, kind, coords = feature
    if kind == "Point":
        return math.hypot(point[0] - coords[0], point[1] - coords[1])
    if kind == "LineString":
        return min(_segment_distance(point, a, b) for a, b in zip(coords, coords[1:]))
    if kind == "Polygon":
        ring = [tuple(c[:2]) for c in coords[0]]
        if _inside(point, ring):
            return 0.0
        return min(_segment_distance(point, a, b) for a, b in zip(ring, ring[1:]))
    raise ValueError(kind)


def where(grid, label, features, reach):
    """The named features within reach metres of a hex centre, nearest first."""
    centre = grid.centre_en(label)
    near = sorted((feature_distance(centre, f), f[0]) for f in features)
    return centre, [(name, d) for d, name in near if d <= reach]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    cli = os.path.abspath(sys.argv[1])
    which = sys.argv[2:] or ["gettysburg-125", "gettysburg-150"]
    if "gettysburg-125" in which:
        import board_125
        board_125.build(Board(cli, "gettysburg-125", "gettysburg-125", "gettysburg-125.sandtable"))
    if "gettysburg-150" in which:
        import board_150
        board_150.build(Board(cli, "gettysburg-150", "gettysburg-150", "gettysburg-150.sandtable"))


if __name__ == "__main__":
    main()
