#include "model/text.hpp"

#include <algorithm>
#include <charconv>

namespace sandtable {

namespace {

char lower_ascii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// A byte that continues a UTF-8 sequence rather than starting a character.
bool continues_character(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

}  // namespace

std::string_view trim(std::string_view text) {
    constexpr std::string_view kBlanks = " \t\r\n";
    const auto first = text.find_first_not_of(kBlanks);
    if (first == std::string_view::npos) return {};
    return text.substr(first, text.find_last_not_of(kBlanks) - first + 1);
}

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), lower_ascii);
    return out;
}

bool equal_ignoring_case(std::string_view a, std::string_view b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](char x, char y) { return lower_ascii(x) == lower_ascii(y); });
}

std::optional<long> whole_number(std::string_view text) {
    long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, error] = std::from_chars(text.data(), end, value);
    if (text.empty() || error != std::errc() || ptr != end) return std::nullopt;
    return value;
}

std::string shortened(std::string_view text, std::size_t limit) {
    constexpr std::string_view kEllipsis = "\u2026";
    if (limit == 0) return {};
    std::size_t characters = 0;
    std::size_t cut = 0;  // where the characters kept before an ellipsis end
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (continues_character(text[i])) continue;
        if (characters == limit - 1) cut = i;
        if (++characters > limit) {
            while (cut > 0 && is_blank(text[cut - 1])) --cut;
            return std::string(text.substr(0, cut)) + std::string(kEllipsis);
        }
    }
    return std::string(text);
}

std::vector<std::string> split_list(std::string_view text) {
    std::vector<std::string> items;
    std::size_t pos = 0;
    while (pos < text.size()) {
        while (pos < text.size() && is_blank(text[pos])) ++pos;
        std::size_t end = pos;
        while (end < text.size() && !is_blank(text[end])) ++end;
        if (end > pos) items.emplace_back(text.substr(pos, end - pos));
        pos = end;
    }
    return items;
}

}  // namespace sandtable
