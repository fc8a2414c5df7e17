#pragma once
// A folder written as a whole: its files go into a new folder beside the target, which then takes
// the target's place in one step (the two folders are exchanged, and the old one removed), so that
// the target is always either the old folder or the new one. A target that holds something that
// is not an earlier export of the same kind is refused, never replaced.
#include "model/outcome.hpp"
#include "model/progress.hpp"

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace sandtable {

struct FolderFile {
    std::string path;  // relative, '/' between folders
    std::string content;
};

// `replaceable` says whether an existing, non-empty target may be replaced (it holds an earlier
// export), and if not, why. Returns the paths written.
[[nodiscard]] Outcome<std::vector<std::filesystem::path>> write_whole_folder(
    const std::filesystem::path& target, const std::vector<FolderFile>& files,
    const std::function<Status(const std::filesystem::path&)>& replaceable, Progress& progress);

}  // namespace sandtable
