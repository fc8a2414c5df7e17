#pragma once
// A progress that asks to cancel once it has been asked a given number of times: a test cancels a
// long job at its first, second... look at the progress.
#include "model/progress.hpp"

namespace sandtable::test {

class CancelAfter final : public Progress {
public:
    explicit CancelAfter(int calls) : calls_left_(calls) {}
    void set_progress(double) override {}
    void set_message(std::string_view) override {}
    [[nodiscard]] bool is_cancelled() const override { return calls_left_-- <= 0; }

private:
    mutable int calls_left_;
};

}  // namespace sandtable::test
