#pragma once
// A JSON document written as a stream, for the pack's documents: rapidjson's writer, which
// writes several times faster than building a tree first (a 250,000-hex map is tens of MB).
// Keys and values go in order; object() and array() take the function that writes the inside.
#include <cstdint>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

class JsonOut {
public:
    JsonOut() : writer_(buffer_) {}

    JsonOut& key(std::string_view name) {
        writer_.Key(name.data(), static_cast<rapidjson::SizeType>(name.size()));
        return *this;
    }
    void text(std::string_view value) { writer_.String(value.data(), static_cast<rapidjson::SizeType>(value.size())); }
    void integer(std::int64_t value) { writer_.Int64(value); }
    void number(double value) { writer_.Double(value); }
    void boolean(bool value) { writer_.Bool(value); }
    void null() { writer_.Null(); }
    void text_or_null(std::string_view value) { value.empty() ? null() : text(value); }
    void texts(const std::vector<std::string>& values) {
        writer_.StartArray();
        for (const std::string& value : values) text(value);
        writer_.EndArray();
    }

    template <typename Inside>
    void object(Inside&& inside) {
        writer_.StartObject();
        inside();
        writer_.EndObject();
    }
    template <typename Inside>
    void array(Inside&& inside) {
        writer_.StartArray();
        inside();
        writer_.EndArray();
    }

    // The document so far, and its size, without copying it.
    [[nodiscard]] std::string_view view() const { return {buffer_.GetString(), buffer_.GetSize()}; }
    [[nodiscard]] std::string str() const { return std::string(view()) + "\n"; }

private:
    rapidjson::StringBuffer buffer_;
    rapidjson::Writer<rapidjson::StringBuffer> writer_;
};

}  // namespace sandtable
