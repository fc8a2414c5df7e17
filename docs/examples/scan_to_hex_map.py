#!/usr/bin/env python3
"""From a scan to a calibrated, digitised hex map, as docs/digitising.md walks through it.

The scan is a stand-in: the Gettysburg base map sample rendered to a plain PNG, its world file
thrown away. Everything after that is what a designer does with a real scan, through
sandtable-cli.

usage: scan_to_hex_map.py SANDTABLE_CLI WORK_DIR [IMAGES_DIR]

WORK_DIR receives every file made on the way; with IMAGES_DIR the pictures of docs/digitising.md
are written there too. Exits non-zero, saying why, when a step fails or lands off its mark.
"""
import json
import math
import pathlib
import re
import shutil
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
BASE = HERE.parent.parent / "samples" / "gettysburg-base"
MAPPING_HEXES = {"attribute": "cls", "road_name_attribute": "id",
                 "terrain": {"woodlot": "woods", "town_block": "town"},
                 "hexsides": {"run": "stream", "creek": "stream", "pike": "road", "road": "road",
                              "rail_finished": "railroad"},
                 "roads": {"pike": "pike", "road": "road", "rail_finished": "railroad"}}
MAPPING_TRACED = {"attribute": "cls", "terrain": {"woods": "woods", "hill": "hill", "rocky_hill": "rocky-hill"}}


def run(*args, cwd=None):
    result = subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"step failed: {' '.join(map(str, args))}\n{result.stdout}{result.stderr}")
    return result.stdout


def ring_centre(feature):
    ring = feature["geometry"]["coordinates"][0][:-1]
    return sum(p[0] for p in ring) / len(ring), sum(p[1] for p in ring) / len(ring)


def features(path):
    return {f["properties"]["id"]: f for f in json.loads(path.read_text())["features"]}


def world_file(path):
    a, d, b, e, c, f = (float(v) for v in path.read_text().split())
    return a, b, c, d, e, f  # x = a*col + b*row + c, y = d*col + e*row + f, at pixel centres


def main():
    cli, work = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2]).resolve()
    images = pathlib.Path(sys.argv[3]).resolve() if len(sys.argv) > 3 else None
    work.mkdir(parents=True, exist_ok=True)

    # 1. The stand-in scan: the base map printed with its 100 m hexes and their labels, 1800 px
    #    square. Its world file is read here only to know where the landmarks are, then deleted.
    run(cli, "render", BASE / "gettysburg-base.sandtable", "--width", 1800, "--world-file", "-o", work / "scan.png")
    a, b, c, d, e, f = world_file(work / "scan.pgw")
    for extra in ("scan.pgw", "scan.prj", "scan.png.aux.xml"):
        (work / extra).unlink(missing_ok=True)

    def pixel_of(east, north):  # where a careful click lands: the nearest whole pixel
        col = (east - c) / a
        row = (north - f) / e
        return round(col), round(row)

    def world_of(col, row):
        return a * col + b * row + c, d * col + e * row + f

    # 2. Ground control points at landmarks one finds on any map of the field.
    data = features(BASE / "reference" / "gettysburg-1863.geojson")
    relief = features(BASE / "reference" / "traced-relief.geojson")
    landmarks = [("The Diamond", data["town-block-diamond"]), ("Copse of Trees", data["woodlot-copse-of-trees"]),
                 ("Ziegler's Grove", data["woodlot-zieglers-grove"]), ("Spangler's Woods", data["woodlot-spanglers-woods"]),
                 ("Little Round Top", relief["hill-little-round-top"]), ("Big Round Top", relief["hill-big-round-top"]),
                 ("Culp's Hill", relief["hill-culps"]), ("Oak Hill", relief["hill-oak"])]
    lines = ["#CRS: EPSG:26918", "mapX,mapY,sourceX,sourceY,enable"]
    for _, feature in landmarks:
        east, north = ring_centre(feature)
        col, row = pixel_of(east, north)
        lines.append(f"{east:.2f},{north:.2f},{col},{-row},1")  # QGIS counts source y upwards
    (work / "scan.points").write_text("\n".join(lines) + "\n")

    # 3. Georeference: an affine fit, the scan warped into UTM 18N.
    report = json.loads(run(cli, "georef", work / "scan.png", "--gcps", work / "scan.points", "--transform", "affine",
                            "--srs", "EPSG:26918", "--resampling", "bilinear", "--format", "json", "-o", work / "scan-georef.tif"))
    (work / "georef-report.json").write_text(json.dumps(report, indent=2) + "\n")
    if not report["rms_px"] < 1.0:
        sys.exit(f"georeferencing RMS {report['rms_px']} px, expected under 1 px")

    # 4. The game's book: a hex map in UTM 18N with the georeferenced scan as its imagery.
    run(cli, "new", "--ruleset", "gettysburg-125", "--map", "hex", "--title", "Gettysburg from a scan", "--force",
        "-o", work / "game.sandtable")
    book = (work / "game.sandtable").read_text()
    book = book.replace('<hex-map id="map" name="Map" units="px">',
                        '<hex-map id="map" name="Gettysburg from a scan" units="m" crs="EPSG:26918">')
    book = book.replace("    </hex-map>", '      <imagery>\n        <raster id="scan" name="Scan" path="scan-georef.tif" />\n'
                        "      </imagery>\n    </hex-map>")
    book = re.sub(r"      <terrain>.*?</terrain>\n", "", book, flags=re.S)
    book = re.sub(r'columns="\d+" rows="\d+"', 'columns="58" rows="50"', book)  # as many hexes as the print has
    book = book.replace('column-style="letters" row-style="number"', 'column-style="number" row-style="number"')
    book = book.replace('column-width="0" row-width="0"', 'column-width="2" row-width="2"')
    (work / "game.sandtable").write_text(book)

    # 5. Calibrate the printed grid: hex centres clicked on the georeferenced scan, three of them
    #    with the label printed in the hex. On a map with a CRS, map y is the northing negated.
    size, ox, oy = 100.0, 304100.0, -(4413400.0 - 100.0 * math.sqrt(3) / 2)
    clicks = ["x,y,label"]
    for col, row, labelled in [(10, 10, True), (30, 15, False), (45, 40, True), (20, 44, False), (50, 5, False),
                               (5, 25, True), (33, 33, False)]:
        cx = ox + col * 1.5 * size
        cy = oy + row * math.sqrt(3) * size + (math.sqrt(3) / 2 * size if col % 2 else 0.0)
        east, north = world_of(*pixel_of(cx, -cy))
        clicks.append(f"{east:.1f},{-north:.1f},{f'{col + 1:02d}{row + 1:02d}' if labelled else ''}")
    (work / "grid-clicks.csv").write_text("\n".join(clicks) + "\n")
    fit = json.loads(run(cli, "grid-fit", work / "grid-clicks.csv", "--book", work / "game.sandtable", "--map", "map",
                         "--format", "json"))
    (work / "grid-fit-report.json").write_text(json.dumps(fit, indent=2) + "\n")
    grid = re.search(r'<grid orientation="(\w+)" size="([-\d.e]+)" origin-x="([-\d.e]+)" origin-y="([-\d.e]+)" '
                     r'rotation="([-\d.e]+)" layout="([\w-]+)"', (work / "game.sandtable").read_text())
    orientation, fitted_size, fitted_x, fitted_y, rotation, layout = grid.groups()
    if (orientation, layout) != ("flat", "odd-columns") or abs(float(fitted_size) - size) > 0.5 or \
            math.hypot(float(fitted_x) - ox, float(fitted_y) - oy) > 2.0 or abs(float(rotation)) > 0.05:
        sys.exit(f"grid fitted off the printed one: {grid.group(0)}")

    # 6. Digitise the 1863 data, then the traced woods and relief, onto the fitted grid.
    (work / "mapping-1863.json").write_text(json.dumps(MAPPING_HEXES, indent=2) + "\n")
    (work / "mapping-traced.json").write_text(json.dumps(MAPPING_TRACED, indent=2) + "\n")
    digitised = [run(cli, "digitise", work / "game.sandtable", "--map", "map", "--layer", BASE / "reference" / "gettysburg-1863.geojson",
                     "--mapping", work / "mapping-1863.json", "-o", work / "game.sandtable")]
    for layer in ("traced-relief.geojson", "traced-woods.geojson"):
        digitised.append(run(cli, "digitise", work / "game.sandtable", "--map", "map", "--layer", BASE / "reference" / layer,
                             "--mapping", work / "mapping-traced.json", "-o", work / "game.sandtable"))
    (work / "digitise-report.txt").write_text("".join(digitised))
    run(cli, "validate", work / "game.sandtable")

    if images is not None:
        images.mkdir(parents=True, exist_ok=True)
        shutil.copy(work / "scan.png", work / "scan-full.png")
        run("gdal_translate", "-q", "-of", "PNG", "-srcwin", 560, 300, 800, 600, work / "scan.png", images / "walkthrough-scan.png")
        run(cli, "render", work / "game.sandtable", "--no-grid", "--no-labels", "--width", 1800, "-o", work / "georeferenced.png")
        run(cli, "render", work / "game.sandtable", "--width", 1800, "-o", work / "calibrated.png")
        run(cli, "render", work / "game.sandtable", "--no-imagery", "--width", 1800, "-o", work / "digitised.png")
        for name in ("calibrated", "digitised"):
            run("gdal_translate", "-q", "-of", "PNG", "-srcwin", 560, 300, 800, 600, work / f"{name}.png",
                images / f"walkthrough-{name}.png")
        for extra in images.glob("walkthrough-*.aux.xml"):
            extra.unlink()
    print(f"scan georeferenced (RMS {report['rms_px']:.3f} px), grid fitted (RMS {fit['rms']:.2f}), book digitised: {work / 'game.sandtable'}")


if __name__ == "__main__":
    main()
