#pragma once
// The files of one export, written as a set: each goes to a temporary file beside its target, and
// only when every one is written are they renamed over their targets. Until commit() nothing a
// user sees changes; a failure or cancel before it leaves the folder as it was.
#include "model/outcome.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace sandtable {

class WholeFiles {
public:
    explicit WholeFiles(std::filesystem::path folder) : folder_(std::move(folder)) {}

    void add(const std::filesystem::path& name, std::string content) { files_.push_back({name, std::move(content)}); }

    // Creates the folder when needed and writes every file; the paths written, or why none was.
    [[nodiscard]] Outcome<std::vector<std::filesystem::path>> commit() const;

private:
    struct File {
        std::filesystem::path name;
        std::string content;
    };
    std::filesystem::path folder_;
    std::vector<File> files_;
};

}  // namespace sandtable
