"""Edits of a sample book that the broken books of every ruleset share (samples/tools/make_broken_books.py)."""
import xml.etree.ElementTree as ET


def find(root, path, **attributes):
    for element in root.iterfind(path):
        if all(element.get(k) == v for k, v in attributes.items()):
            return element
    raise KeyError(f"{path} {attributes}")


def keep_only_scenario(root, scenario_id):
    scenarios = root.find("scenarios")
    for scenario in list(scenarios):
        if scenario.get("id") != scenario_id:
            scenarios.remove(scenario)
    acks = root.find("acknowledgements")
    if acks is not None:
        for ack in list(acks):
            if ack.get("scenario") not in ("", None, scenario_id):
                acks.remove(ack)
        if len(acks) == 0:
            root.remove(acks)
    table = next((t for t in root.iterfind("rules-data/table") if t.get("id") == "scenario-action-points"), None)
    if table is not None:
        for row in table.findall("row"):
            if row.find("c").text != scenario_id:
                table.remove(row)


def set_placement(root, scenario, unit, **attributes):
    placement = find(root, f"scenarios/scenario[@id='{scenario}']/setup/placement", unit=unit)
    for key, value in attributes.items():
        if value is None:
            placement.attrib.pop(key, None)
        else:
            placement.set(key, value)


def unit(root, unit_id):
    return next(u for u in root.iter("unit") if u.get("id") == unit_id)


def set_attr(root, unit_id, key, value):
    node = unit(root, unit_id)
    for attr in node.findall("attr"):
        if attr.get("key") == key:
            attr.set("value", value)
            return
    ET.SubElement(node, "attr", {"key": key, "value": value})


def table_rows(root, table_id):
    table = find(root, "rules-data/table", id=table_id)
    return table, table.findall("row")
