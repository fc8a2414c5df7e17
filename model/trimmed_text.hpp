#pragma once
// A typed name without the blanks around it.
#include <string>

namespace sandtable {

[[nodiscard]] inline std::string trimmed(const std::string& text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

}  // namespace sandtable
