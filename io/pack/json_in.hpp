#pragma once
// Reading the pack's documents back: values fetched by key, each failure recorded as
// "FILE: /json/pointer: expected ..." so that a hand-edited pack says where it went wrong. A
// missing or mistyped value reads as empty and reading goes on, to report every problem at once.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

class JsonIn {
public:
    explicit JsonIn(std::string file) : file_(std::move(file)) {}

    // `at` is the JSON pointer of `object`; each getter names `at/key` in its error.
    [[nodiscard]] const nlohmann::json& array(const nlohmann::json& object, std::string_view key, const std::string& at);
    [[nodiscard]] const nlohmann::json& object(const nlohmann::json& object, std::string_view key, const std::string& at);
    [[nodiscard]] std::string text(const nlohmann::json& object, std::string_view key, const std::string& at);
    // A string, or null as "".
    [[nodiscard]] std::string text_or_null(const nlohmann::json& object, std::string_view key, const std::string& at);
    [[nodiscard]] std::int64_t integer(const nlohmann::json& object, std::string_view key, const std::string& at);
    [[nodiscard]] double number(const nlohmann::json& object, std::string_view key, const std::string& at);
    [[nodiscard]] bool boolean(const nlohmann::json& object, std::string_view key, const std::string& at);
    [[nodiscard]] std::vector<std::string> texts(const nlohmann::json& object, std::string_view key, const std::string& at);
    // The member, or null when it is missing (no error).
    [[nodiscard]] const nlohmann::json& member(const nlohmann::json& object, std::string_view key) const;

    void fail(const std::string& at, const std::string& what);
    [[nodiscard]] const std::string& file() const { return file_; }
    [[nodiscard]] std::vector<std::string>& errors() { return errors_; }

private:
    const nlohmann::json* fetch(const nlohmann::json& object, std::string_view key, const std::string& at, bool (nlohmann::json::*is)() const noexcept,
                                std::string_view expected);
    std::string file_;
    std::vector<std::string> errors_;
};

// "/hexes/12"
[[nodiscard]] std::string pointer(const std::string& at, std::string_view key);
// A printed size in millimetres (model/printed_sizes.hpp), or null for none.
[[nodiscard]] std::optional<double> optional_printed_size(JsonIn& in, const nlohmann::json& object, std::string_view key, const std::string& at);
[[nodiscard]] std::string pointer(const std::string& at, std::size_t index);

}  // namespace sandtable
