#include "model/chit.hpp"

#include "model/object_id.hpp"

#include <algorithm>
#include <cctype>

namespace sandtable {

std::string to_string(const Chit& chit) { return chit.side.empty() ? chit.command : chit.side + ":" + chit.command; }

std::optional<Chit> chit_from_string(std::string_view text, bool side_required) {
    auto is_space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    if (text.empty() || std::any_of(text.begin(), text.end(), is_space)) return std::nullopt;
    const auto colon = text.find(':');
    if (colon == std::string_view::npos) {
        if (side_required) return std::nullopt;
        return Chit{"", std::string(text)};
    }
    const std::string_view side = text.substr(0, colon);
    const std::string_view command = text.substr(colon + 1);
    if (!is_valid_id(side) || command.empty() || command.find(':') != std::string_view::npos) return std::nullopt;
    return Chit{std::string(side), std::string(command)};
}

}  // namespace sandtable
