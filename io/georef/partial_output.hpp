#pragma once
// A file written under a temporary name beside its target and renamed over it when complete.
#include <filesystem>
#include <string>

namespace sandtable {

class PartialOutput {
public:
    explicit PartialOutput(std::filesystem::path target);
    ~PartialOutput();  // removes the temporary file unless committed
    PartialOutput(const PartialOutput&) = delete;
    PartialOutput& operator=(const PartialOutput&) = delete;

    [[nodiscard]] const std::filesystem::path& temporary() const { return temporary_; }
    // Renames the temporary file over the target; an empty string on success, else the reason.
    [[nodiscard]] std::string commit();

private:
    std::filesystem::path target_;
    std::filesystem::path temporary_;
    bool committed_ = false;
};

}  // namespace sandtable
