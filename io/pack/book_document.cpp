#include "io/pack/book_document.hpp"

#include "io/pack/forces_json.hpp"
#include "model/book_unit_schema.hpp"

namespace sandtable {

namespace {

std::string_view type_name(AttributeType type) {
    switch (type) {
        case AttributeType::Integer: return "integer";
        case AttributeType::Enum: return "enum";
        case AttributeType::Text: return "text";
        case AttributeType::Flag: return "flag";
    }
    return "text";
}

void write_unit_schema(JsonOut& out, const UnitSchema& schema) {
    out.object([&] {
        out.key("unit_types").texts(schema.unit_types);
        out.key("formation_types").texts(schema.formation_types);
        out.key("echelons").texts(schema.echelons);
        out.key("attributes").array([&] {
            for (const AttributeDef& def : schema.attributes) {
                out.object([&] {
                    out.key("key").text(def.key);
                    out.key("label").text(def.label);
                    out.key("heading").text(def.column_heading());
                    out.key("type").text(type_name(def.type));
                    if (def.type == AttributeType::Integer) {
                        out.key("min").integer(def.min);
                        out.key("max").integer(def.max);
                    }
                    if (def.type == AttributeType::Enum) out.key("choices").texts(def.choices);
                    out.key("optional").boolean(def.optional);
                    out.key("required").boolean(def.required);
                    out.key("applies_to").texts(def.applies_to);
                    out.key("rule").text(def.rule);
                });
            }
        });
    });
}

}  // namespace

void write_rules_data(JsonOut& out, const RulesData& rules, const RulesetDefinition& ruleset) {
    out.array([&] {
        for (const DataTable& table : rules.tables) {
            const TableDef* def = ruleset.data_schema.find(table.id);
            out.object([&] {
                out.key("id").text(table.id);
                out.key("title").text(def != nullptr ? def->title : table.id);
                out.key("rule").text_or_null(def != nullptr ? def->rule : "");
                out.key("columns").array([&] {
                    for (const std::string& key : table.columns) {
                        const ColumnDef* column = nullptr;
                        if (def != nullptr) {
                            for (const ColumnDef& c : def->columns) {
                                if (c.key == key) column = &c;
                            }
                        }
                        out.object([&] {
                            out.key("key").text(key);
                            out.key("label").text(column != nullptr ? column->label : key);
                        });
                    }
                });
                out.key("rows").array([&] {
                    for (const auto& row : table.rows) out.texts(row);
                });
            });
        }
    });
}

void write_book_document(JsonOut& out, const Book& book, const RulesetDefinition& ruleset) {
    out.object([&] {
        out.key("ruleset").text(book.ruleset);
        out.key("metadata").object([&] {
            out.key("title").text(book.metadata.title);
            out.key("designer").text(book.metadata.designer);
            out.key("source").text(book.metadata.source);
            out.key("description").text(book.metadata.description);
        });
        out.key("turn_track").array([&] {
            for (std::size_t i = 0; i < book.turn_track.size(); ++i) {
                out.object([&] {
                    out.key("turn").integer(static_cast<std::int64_t>(i + 1));
                    out.key("label").text(book.turn_track[i].label);
                    out.key("night").boolean(book.turn_track[i].night);
                });
            }
        });
        out.key("sides").array([&] {
            for (const SideDef& side : ruleset.sides) {
                out.object([&] {
                    out.key("id").text(side.id);
                    out.key("name").text(side.name);
                    out.key("colour").text(side.colour);
                });
            }
        });
        out.key("forces");
        write_forces(out, book.forces);
        out.key("counter_mm");
        book.forces.printed_counter_mm ? out.number(*book.forces.printed_counter_mm) : out.null();
        out.key("unit_schema");
        write_unit_schema(out, unit_schema_of(book, ruleset));
        out.key("unit_ranges").array([&] {
            for (const AttributeRange& range : book.unit_ranges) {
                out.object([&] {
                    out.key("attribute").text(range.attribute);
                    out.key("min").integer(range.min);
                    out.key("max").integer(range.max);
                });
            }
        });
        out.key("optional_rules").array([&] {
            for (const OptionalRuleDef& option : ruleset.optional_rules) {
                out.object([&] {
                    out.key("id").text(option.id);
                    out.key("name").text(option.name);
                    out.key("rule").text(option.rule);
                    out.key("needs").texts(option.needs);
                });
            }
        });
        out.key("rules_data");
        write_rules_data(out, book.rules, ruleset);
        out.key("acknowledgements").array([&] {
            for (const Acknowledgement& ack : book.acknowledgements) {
                out.object([&] {
                    out.key("code").text(ack.code);
                    out.key("scenario").text_or_null(ack.scenario);
                    out.key("reason").text(ack.reason);
                    out.key("objects").array([&] {
                        for (const ObjectRef& object : ack.objects) {
                            out.object([&] {
                                out.key("kind").text(object.kind);
                                out.key("id").text(object.id);
                            });
                        }
                    });
                });
            }
        });
    });
}

}  // namespace sandtable
