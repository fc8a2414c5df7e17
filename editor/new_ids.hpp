#pragma once
// Fresh ids for objects the editor creates: "base", else "base-2", "base-3"...
#include "model/book.hpp"

#include <string>

namespace sandtable::editor {

[[nodiscard]] bool id_in_use(const Book& book, const std::string& id);
[[nodiscard]] std::string fresh_id(const Book& book, const std::string& base);

}  // namespace sandtable::editor
