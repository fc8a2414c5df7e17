#include "io/georef/partial_output.hpp"

#include <fmt/format.h>
#include <unistd.h>

namespace sandtable {

namespace fs = std::filesystem;

PartialOutput::PartialOutput(fs::path target) : target_(std::move(target)) {
    temporary_ = target_;
    temporary_ += fmt::format(".partial-{}", ::getpid());
}

PartialOutput::~PartialOutput() {
    if (committed_) return;
    std::error_code ignored;
    fs::remove(temporary_, ignored);
}

std::string PartialOutput::commit() {
    std::error_code error;
    fs::rename(temporary_, target_, error);
    if (error) return fmt::format("{}: cannot be written: {}", target_.string(), error.message());
    committed_ = true;
    return {};
}

}  // namespace sandtable
