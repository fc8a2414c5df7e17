#pragma once
// Progress and cancel for long operations. The editor shows it as a dialog or status bar, the
// CLI as a progress bar; GDAL's callbacks feed it.
#include <string_view>

namespace sandtable {

class Progress {
public:
    virtual ~Progress() = default;
    // fraction in [0, 1] of the whole operation
    virtual void set_progress(double fraction) = 0;
    virtual void set_message(std::string_view message) = 0;
    [[nodiscard]] virtual bool is_cancelled() const = 0;
};

class NullProgress final : public Progress {
public:
    void set_progress(double) override {}
    void set_message(std::string_view) override {}
    [[nodiscard]] bool is_cancelled() const override { return false; }
};

// Maps [0, 1] of a sub-step onto [begin, end] of its parent.
class SubProgress final : public Progress {
public:
    SubProgress(Progress& parent, double begin, double end) : parent_(parent), begin_(begin), end_(end) {}
    void set_progress(double fraction) override;
    void set_message(std::string_view message) override { parent_.set_message(message); }
    [[nodiscard]] bool is_cancelled() const override { return parent_.is_cancelled(); }

private:
    Progress& parent_;
    double begin_;
    double end_;
};

}  // namespace sandtable
