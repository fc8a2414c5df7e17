#include "editor/panes/property_pane.hpp"

#include "model/commands/scenario_commands.hpp"
#include "editor/frame/document.hpp"
#include "model/commands/layer_commands.hpp"
#include "model/commands/property_commands.hpp"
#include "model/commands/force_commands.hpp"
#include "model/commands/node_type_commands.hpp"
#include "editor/frame/run_edit.hpp"
#include "model/printed_sizes.hpp"
#include "model/book_unit_schema.hpp"
#include "model/hex_inspection.hpp"
#include "model/hex_stacks.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/variant_resolution.hpp"

#include <algorithm>
#include <optional>
#include <wx/propgrid/advprops.h>
#include <wx/propgrid/props.h>

namespace sandtable::editor {

namespace {
constexpr const char* kAttributePrefix = "attr.";

std::vector<std::string> utf8_lines(const wxArrayString& lines) {
    std::vector<std::string> texts;
    texts.reserve(lines.size());
    for (const wxString& line : lines) texts.push_back(line.ToStdString(wxConvUTF8));
    return texts;
}

// The definition as the book plays it, with its house-rule range.
std::optional<AttributeDef> attribute_def(const Document& document, const wxString& property_name) {
    if (!property_name.StartsWith(kAttributePrefix)) return std::nullopt;
    const RulesetDefinition* ruleset = find_ruleset(document.book().ruleset);
    if (ruleset == nullptr) return std::nullopt;
    const UnitSchema schema = unit_schema_of(document.book(), *ruleset);
    const AttributeDef* def = schema.find(property_name.Mid(std::string_view(kAttributePrefix).size()).ToStdString());
    return def != nullptr ? std::optional<AttributeDef>(*def) : std::nullopt;
}

wxString unit_choice(const Book& book, const std::string& id) {
    const ForceNode* node = book.forces.node(id);
    return wxString::FromUTF8((node != nullptr ? node->name : id) + " [" + id + "]");
}

std::string unit_of_choice(const wxString& choice) {
    const int open = choice.Find('[', true);
    return choice.Mid(static_cast<size_t>(open + 1)).BeforeLast(']').ToStdString(wxConvUTF8);
}

// Room after the longest label, so that it does not touch its value.
constexpr int kLabelSlack = 6;

}  // namespace

PropertyPane::PropertyPane(wxWindow* parent)
    : wxPropertyGrid(parent, wxID_ANY, wxDefaultPosition, wxSize(320, 300), wxPG_DEFAULT_STYLE | wxPG_TOOLTIPS) {
    Bind(wxEVT_PG_CHANGING, &PropertyPane::on_changing, this);
    Bind(wxEVT_PG_CHANGED, &PropertyPane::on_changed, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        fit_labels();
    });
    // A refused value keeps the editor open, marks the cell and says why in the status bar.
    SetValidationFailureBehavior(
        static_cast<unsigned char>(wxPG_VFB_STAY_IN_PROPERTY | wxPG_VFB_BEEP | wxPG_VFB_MARK_CELL | wxPG_VFB_SHOW_MESSAGE_ON_STATUSBAR));
}

void PropertyPane::fit_labels() {
    // The label column as wide as its longest label ("Combat factor, reduced side"), but never
    // more than 60% of the pane, so that values keep room too.
    int widest = 0;
    for (auto it = GetIterator(wxPG_ITERATE_VISIBLE); !it.AtEnd(); ++it) {
        if (!(*it)->IsCategory()) widest = std::max(widest, GetState()->GetColumnFullWidth(*it, 0));
    }
    const int most = GetClientSize().x * 3 / 5;
    if (widest > 0 && most > 0) SetSplitterPosition(std::min(widest + kLabelSlack, most));
}

void PropertyPane::forget_shown() {
    if (!fit_pending_) {
        fit_pending_ = true;
        CallAfter([this] {
            fit_pending_ = false;
            fit_labels();
        });
    }
    node_id_.clear();
    scenario_id_.clear();
    map_id_.clear();
    layer_id_.clear();
    hex_.reset();
    Clear();
}

void PropertyPane::show_scenario(Document* document, const std::string& scenario_id) {
    document_ = document;
    forget_shown();
    scenario_id_ = scenario_id;
    const Scenario* scenario = document != nullptr ? document->book().scenario(scenario_id) : nullptr;
    if (scenario == nullptr) return;
    const Book& book = document->book();
    Append(new wxPropertyCategory(scenario->is_variant() ? "Variant" : "Scenario"));
    Append(new wxStringProperty("Id", "scenario.id", wxString::FromUTF8(scenario->id)))->Enable(false);
    Append(new wxStringProperty("Name", "scenario.name", wxString::FromUTF8(scenario->name)));
    Append(new wxLongStringProperty("Description", "scenario.description", wxString::FromUTF8(scenario->description)));
    if (scenario->is_variant()) {
        Append(new wxStringProperty("Extends", "scenario.extends", wxString::FromUTF8(scenario->extends)))->Enable(false);
    }
    wxArrayString maps;
    if (scenario->is_variant()) maps.Add("");  // inherit the base's map
    for (const auto& map : book.maps) maps.Add(wxString::FromUTF8(map.id));
    Append(new wxEnumProperty("Map", "scenario.map", maps, wxArrayInt(), std::max(maps.Index(wxString::FromUTF8(scenario->map)), 0)));
    wxArrayString turns;
    turns.Add(scenario->is_variant() ? "(as the base)" : "(none)");
    for (int t = 1; t <= book.turn_count(); ++t) {
        turns.Add(wxString::Format("%d (%s)", t, wxString::FromUTF8(book.turn_track[static_cast<std::size_t>(t - 1)].label)));
    }
    Append(new wxEnumProperty("Start turn", "scenario.start-turn", turns, wxArrayInt(), scenario->start_turn.value_or(0)));
    Append(new wxEnumProperty("End turn", "scenario.end-turn", turns, wxArrayInt(), scenario->end_turn.value_or(0)));
    wxArrayString conditions;
    for (const std::string& line : victory_lines(scenario->victory)) conditions.Add(wxString::FromUTF8(line));
    Append(new wxArrayStringProperty("Victory conditions", "scenario.victory", conditions))
        ->SetHelpString("One condition a line; \"union: ...\" or \"confederate: ...\" names the side it favours");
    if (scenario->is_variant()) return;  // a variant lists its changes in the schedule and on the map
    // Units are offered as "Name [id]" so that two units of one name stay apart.
    wxArrayString all;
    for (const auto& id : book.forces.unit_ids()) all.Add(unit_choice(book, id));
    wxArrayString taking_part;
    for (const auto& id : scenario->units ? *scenario->units : book.forces.unit_ids()) taking_part.Add(unit_choice(book, id));
    Append(new wxMultiChoiceProperty("Units taking part", "scenario.units", all, taking_part));
    wxArrayString casualties;
    for (const auto& id : scenario->casualties) casualties.Add(unit_choice(book, id));
    Append(new wxMultiChoiceProperty("Starting casualties", "scenario.casualties", all, casualties));
}

void PropertyPane::show_layer(Document* document, const std::string& map_id, const std::string& layer_id, const std::string& status) {
    document_ = document;
    forget_shown();
    map_id_ = map_id;
    layer_id_ = layer_id;
    const GameMap* map = document != nullptr ? document->book().map(map_id) : nullptr;
    if (map == nullptr) return;
    const ReferenceLayer* it = map->layer(layer_id);
    if (it == nullptr) return;
    Append(new wxPropertyCategory(it->kind == ReferenceLayerKind::Raster ? "Imagery layer" : "Vector layer"));
    Append(new wxStringProperty("Id", "layer.id", wxString::FromUTF8(it->id)))->Enable(false);
    Append(new wxStringProperty("Name", "layer.name", wxString::FromUTF8(it->name)));
    Append(new wxStringProperty("File", "layer.path", wxString::FromUTF8(it->path)))->Enable(false);
    Append(new wxBoolProperty("Visible", "layer.visible", it->visible))->SetAttribute(wxPG_BOOL_USE_CHECKBOX, true);
    Append(new wxStringProperty("Opacity", "layer.opacity", wxString::Format("%g", it->opacity)))
        ->SetHelpString("0 (invisible) to 1 (opaque)");
    if (it->kind == ReferenceLayerKind::Raster) {
        wxArrayString stretches;
        stretches.Add("Least to greatest sample");
        stretches.Add("Clip a share at each end");
        Append(new wxEnumProperty("Stretch", "layer.stretch", stretches, wxArrayInt(),
                                  it->look.stretch == RasterStretch::PercentClip ? 1 : 0))
            ->SetHelpString("How samples of more than 8 bits (a 16-bit scan, an elevation model) are brought onto 0-255");
        Append(new wxStringProperty("Clip (%)", "layer.clip", wxString::Format("%g", it->look.clip_percent)))
            ->SetHelpString("With Clip: the share of samples at each end drawn as black or white, 0 to under 50");
        Append(new wxBoolProperty("Hillshade", "layer.hillshade", it->look.hillshade))
            ->SetAttribute(wxPG_BOOL_USE_CHECKBOX, true);
        GetProperty("layer.hillshade")->SetHelpString("Draw band 1, an elevation model, as relief lit from the north-west");
    }
    Append(new wxStringProperty("Status", "layer.status", status.empty() ? wxString("reads") : wxString::FromUTF8(status)))->Enable(false);
}

void PropertyPane::show(Document* document, const std::string& node_id) {
    document_ = document;
    forget_shown();
    node_id_ = node_id;
    if (document == nullptr) return;
    const Book& book = document->book();
    const ForceNode* node = node_id.empty() ? nullptr : book.forces.node(node_id);
    if (node == nullptr) {
        node_id_.clear();
        Append(new wxPropertyCategory("Book"));
        Append(new wxStringProperty("Title", "book.title", wxString::FromUTF8(book.metadata.title)));
        Append(new wxStringProperty("Designer", "book.designer", wxString::FromUTF8(book.metadata.designer)));
        Append(new wxStringProperty("Source", "book.source", wxString::FromUTF8(book.metadata.source)));
        auto* ruleset = Append(new wxStringProperty("Ruleset", "book.ruleset", wxString::FromUTF8(book.ruleset)));
        ruleset->Enable(false);
        wxArrayString turns;
        for (const std::string& line : turn_track_lines(book.turn_track)) turns.Add(wxString::FromUTF8(line));
        Append(new wxArrayStringProperty("Turn track", "book.turn-track", turns))
            ->SetHelpString("One label a turn, in order; a night turn ends with " + wxString(kNightTurnMark));
        Append(new wxStringProperty("Printed counters (mm)", "book.counter-mm", wxString::FromUTF8(printed_size_text(book.forces.printed_counter_mm))))
            ->SetHelpString(wxString::Format("Print and play: the side of a counter on paper; blank for %g mm (1/2 inch)", kDefaultPrintedCounterMm));
        return;
    }
    append_node(*node);
}

void PropertyPane::show_hex(Document* document, const std::string& map_id, HexCoord hex, const std::string& scenario_id) {
    document_ = document;
    forget_shown();
    const GameMap* map = document != nullptr ? document->book().map(map_id) : nullptr;
    if (map == nullptr || map->kind != MapKind::Hex || !map->hex.contains(hex)) return;
    const Book& book = document->book();
    hex_ = hex;
    map_id_ = map_id;
    const auto resolved = resolve_scenario(book, scenario_id);
    const HexInspection inspection = inspect_hex(book, *map, resolved ? &resolved->scenario : nullptr, hex);
    auto read_only = [this](const wxString& label, const wxString& name, const wxString& value) {
        wxPGProperty* property = Append(new wxStringProperty(label, name, value));
        property->ChangeFlag(wxPG_PROP_READONLY, true);
        property->SetHelpString(value);
        return property;
    };
    auto listed = [](const std::vector<std::string>& items) {
        wxString text;
        for (const auto& item : items) text += (text.empty() ? "" : ", ") + wxString::FromUTF8(item);
        return text.empty() ? wxString("none") : text;
    };
    Append(new wxPropertyCategory("Hex " + wxString::FromUTF8(inspection.label), "hex"));
    read_only("Terrain", "hex.terrain", listed(inspection.terrain));
    int n = 0;
    for (const auto& side : inspection.hexsides) {
        read_only("Toward " + wxString::FromUTF8(side.toward), wxString::Format("hex.side.%d", n++), listed(side.features));
    }
    if (!inspection.roads.empty()) read_only("Roads", "hex.roads", listed(inspection.roads));
    if (!inspection.places.empty()) read_only("Places", "hex.places", listed(inspection.places));
    if (!inspection.objectives.empty()) read_only("Objective", "hex.objectives", listed(inspection.objectives));
    if (!inspection.entry_edges.empty()) read_only("Entry edge", "hex.edges", listed(inspection.entry_edges));
    read_only("Stack", "hex.stack", listed(inspection.stack));
    if (!resolved) return;
    const std::vector<std::string> units = units_in_hex(resolved->scenario, map->hex, hex);
    if (units.empty()) return;
    if (const ForceNode* top = book.forces.node(units.back())) {
        node_id_ = top->id;
        append_node(*top);
    }
}

void PropertyPane::append_node(const ForceNode& node_ref) {
    const ForceNode* node = &node_ref;
    const Book& book = document_->book();
    Append(new wxPropertyCategory(node->kind == ForceNodeKind::Unit ? "Unit" : "Formation"));
    auto* id = Append(new wxStringProperty("Id", "node.id", wxString::FromUTF8(node->id)));
    id->Enable(false);
    Append(new wxStringProperty("Name", "node.name", wxString::FromUTF8(node->name)));
    Append(new wxStringProperty("Short name", "node.short-name", wxString::FromUTF8(node->short_name)));
    const RulesetDefinition* ruleset = find_ruleset(book.ruleset);
    if (ruleset == nullptr) {
        Append(new wxStringProperty("Type", "node.type", wxString::FromUTF8(node->type)))->Enable(false);
        return;
    }
    // The ruleset's types for units (or formations); changing it drops the attributes the new
    // type does not take, in the same step.
    wxArrayString types;
    for (const auto& type : node->kind == ForceNodeKind::Unit ? ruleset->unit_schema.unit_types : ruleset->unit_schema.formation_types) {
        types.Add(wxString::FromUTF8(type));
    }
    if (types.Index(wxString::FromUTF8(node->type)) == wxNOT_FOUND) types.Add(wxString::FromUTF8(node->type));
    Append(new wxEnumProperty("Type", "node.type", types, wxArrayInt(), types.Index(wxString::FromUTF8(node->type))))
        ->SetHelpString("Another type drops the attributes it does not take; undo brings them back");
    Append(new wxPropertyCategory("Attributes (" + wxString::FromUTF8(ruleset->id) + ")"));
    for (const auto& def : unit_schema_of(document_->book(), *ruleset).attributes) {
        if (!def.applies_to_type(node->type)) continue;
        auto it = node->attributes.find(def.key);
        const wxString value = it == node->attributes.end() ? wxString() : wxString::FromUTF8(to_text(it->second));
        const wxString name = kAttributePrefix + wxString::FromUTF8(def.key);
        wxPGProperty* property = nullptr;
        if (def.type == AttributeType::Enum) {
            wxArrayString choices;
            for (const auto& c : def.choices) choices.Add(wxString::FromUTF8(c));
            property = new wxEditEnumProperty(wxString::FromUTF8(def.label), name, choices, wxArrayInt(), value);
        } else {
            // Typed as text so that a wrong value reaches on_changing and gets the schema's message.
            property = new wxStringProperty(wxString::FromUTF8(def.label), name, value);
        }
        wxString help = wxString::FromUTF8(def.rule);
        if (def.type == AttributeType::Integer) help += wxString::Format(": %lld to %lld", static_cast<long long>(def.min), static_cast<long long>(def.max));
        if (def.optional) help += ", may be blank";
        property->SetHelpString(help);
        Append(property);
    }
}

bool PropertyPane::discard_typing() {
    if (GetSelection() == nullptr || !IsEditorsValueModified()) return false;
    EditorsValueWasNotModified();
    RefreshEditor();
    return true;
}

void PropertyPane::on_changing(wxPropertyGridEvent& event) {
    if (document_ == nullptr) return;
    if (event.GetPropertyName() == "layer.opacity") {
        double opacity = -1;
        if (!event.GetValue().GetString().ToCDouble(&opacity) || opacity < 0.0 || opacity > 1.0) {
            event.SetValidationFailureMessage("opacity is " + event.GetValue().GetString() + ", expected a number from 0 to 1");
            event.Veto();
        }
        return;
    }
    if (event.GetPropertyName() == "layer.clip") {
        double clip = -1;
        if (!event.GetValue().GetString().ToCDouble(&clip) || clip < 0.0 || clip >= 50.0) {
            event.SetValidationFailureMessage("clip is " + event.GetValue().GetString() + ", expected a percentage from 0 to under 50");
            event.Veto();
        }
        return;
    }
    if (event.GetPropertyName() == "book.counter-mm") {
        if (const auto size = read_printed_size_mm(event.GetValue().GetString().ToStdString(wxConvUTF8)); !size) {
            event.SetValidationFailureMessage("printed counters: " + wxString::FromUTF8(size.error()));
            event.Veto();
        }
        return;
    }
    const auto def = attribute_def(*document_, event.GetPropertyName());
    if (!def) return;
    const std::string text = event.GetValue().GetString().ToStdString(wxConvUTF8);
    if (const auto value = UnitSchema::read_value(*def, text); !value) {
        event.SetValidationFailureMessage(wxString::FromUTF8(value.error()));
        event.Veto();
    }
}

void PropertyPane::on_changed(wxPropertyGridEvent& event) {
    if (document_ == nullptr) return;
    const wxString name = event.GetPropertyName();
    const std::string text = event.GetProperty()->GetValueAsString().ToStdString(wxConvUTF8);
    CommandStack& commands = document_->commands();
    const std::string node_id = node_id_;
    if (const auto def = attribute_def(*document_, name)) {
        if (auto value = UnitSchema::parse_value(*def, text)) {
            commands.execute(make_set_attribute(node_id, def->key, std::move(*value)));
        }
        return;
    }
    if (name.StartsWith("scenario.")) {
        const Scenario* scenario = document_->book().scenario(scenario_id_);
        if (scenario == nullptr) return;
        const std::string id = scenario_id_;
        if (name == "scenario.name") commands.execute(make_rename_scenario(id, text));
        if (name == "scenario.description") commands.execute(make_set_scenario_description(id, text));
        if (name == "scenario.map") commands.execute(make_set_scenario_map(id, text));
        if (name == "scenario.victory") {
            const std::vector<std::string> lines = utf8_lines(event.GetProperty()->GetValue().GetArrayString());
            commands.execute(make_set_victory_conditions(id, read_victory_lines(document_->book(), lines)));
        }
        if (name == "scenario.units" || name == "scenario.casualties") {
            std::vector<std::string> units;
            for (const auto& choice : event.GetProperty()->GetValue().GetArrayString()) units.push_back(unit_of_choice(choice));
            if (name == "scenario.casualties") {
                commands.execute(make_set_scenario_casualties(id, std::move(units)));
            } else {
                // Every unit chosen means "all units", which stays true when units are added later.
                const bool all = units.size() == document_->book().forces.unit_count();
                commands.execute(make_set_scenario_units(id, all ? std::nullopt : std::optional<std::vector<std::string>>(std::move(units))));
            }
        }
        if (name == "scenario.start-turn" || name == "scenario.end-turn") {
            const long choice = event.GetProperty()->GetValue().GetLong();
            const std::optional<int> turn = choice > 0 ? std::optional<int>(static_cast<int>(choice)) : std::nullopt;
            commands.execute(name == "scenario.start-turn" ? make_set_scenario_turns(id, turn, scenario->end_turn)
                                                           : make_set_scenario_turns(id, scenario->start_turn, turn));
        }
        return;
    }
    if (name.StartsWith("layer.")) {
        const GameMap* map = document_->book().map(map_id_);
        if (map == nullptr) return;
        const ReferenceLayer* it = map->layer(layer_id_);
        if (it == nullptr) return;
        ReferenceLayer changed = *it;
        std::string what;
        if (name == "layer.name") {
            changed.name = text;
            what = "name";
        } else if (name == "layer.visible") {
            changed.visible = event.GetProperty()->GetValue().GetBool();
            what = "visibility";
        } else if (name == "layer.opacity") {
            double opacity = 1.0;
            wxString(text).ToCDouble(&opacity);
            changed.opacity = opacity;
            what = "opacity";
        } else if (name == "layer.stretch") {
            changed.look.stretch = event.GetProperty()->GetValue().GetLong() == 1 ? RasterStretch::PercentClip : RasterStretch::MinMax;
            what = "stretch";
        } else if (name == "layer.clip") {
            double clip = 2.0;
            wxString(text).ToCDouble(&clip);
            changed.look.clip_percent = clip;
            what = "clip";
        } else if (name == "layer.hillshade") {
            changed.look.hillshade = event.GetProperty()->GetValue().GetBool();
            what = "hillshade";
        }
        if (Edit edit = make_change_reference_layer(document_->book(), map_id_, std::move(changed), what)) {
            commands.execute(std::move(*edit));
        }
        return;
    }
    if (name == "book.turn-track") {
        const std::vector<std::string> lines = utf8_lines(event.GetProperty()->GetValue().GetArrayString());
        commands.execute(make_set_turn_track(document_->book(), read_turn_track_lines(lines)));
        return;
    }
    if (name == "book.counter-mm") {
        if (auto size = read_printed_size_mm(text)) commands.execute(make_set_printed_counter_size(*size));
        return;
    }
    if (name == "node.type") {
        // An enum property's text is the chosen label: the type.
        run_edit(*document_, make_set_node_type(document_->book(), node_id, text));
        return;
    }
    if (name == "node.name") commands.execute(make_set_node_text(node_id, NodeTextField::Name, text));
    if (name == "node.short-name") commands.execute(make_set_node_text(node_id, NodeTextField::ShortName, text));
    if (name == "book.title") commands.execute(make_set_metadata(MetadataField::Title, text));
    if (name == "book.designer") commands.execute(make_set_metadata(MetadataField::Designer, text));
    if (name == "book.source") commands.execute(make_set_metadata(MetadataField::Source, text));
}

}  // namespace sandtable::editor
