#pragma once
// The pack's documents read back into the model: book.json into a book, each map document into a
// map, each scenario's "definition" into the scenario as the book writes it. Problems are
// recorded in the JsonIn with the document and the JSON pointer where they are.
#include "io/pack/json_in.hpp"
#include "model/book.hpp"

namespace sandtable {

void read_book_document(JsonIn& in, const nlohmann::json& document, Book& book);
[[nodiscard]] GameMap read_map_document(JsonIn& in, const nlohmann::json& document);
[[nodiscard]] Scenario read_scenario_document(JsonIn& in, const nlohmann::json& document);

}  // namespace sandtable
