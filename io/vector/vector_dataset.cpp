#include "io/vector/vector_dataset.hpp"

#include "io/gdal/ogr_spatial_reference.hpp"
#include "io/gdal/reprojection.hpp"
#include "io/gdal/spatial_reference.hpp"
#include "io/vector/ogr_geometry.hpp"

#include <cpl_error.h>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gdal_priv.h>
#include <ogrsf_frmts.h>

namespace sandtable {

namespace {

VectorLayerInfo describe(OGRLayer& layer) {
    VectorLayerInfo info;
    info.name = layer.GetName();
    info.geometry_type = OGRGeometryTypeToName(layer.GetGeomType());
    if (const OGRSpatialReference* srs = layer.GetSpatialRef()) info.crs_wkt = gdal::wkt_of(*srs);
    info.feature_count = layer.GetFeatureCount(TRUE);
    return info;
}

bool reproject(FeatureGeometry& geometry, const Reprojection& reprojection) {
    bool ok = reprojection.apply(geometry.points);
    for (PointList& line : geometry.lines) ok = reprojection.apply(line) && ok;
    for (PolygonShape& polygon : geometry.polygons) {
        ok = reprojection.apply(polygon.outer) && ok;
        for (PointList& hole : polygon.holes) ok = reprojection.apply(hole) && ok;
    }
    return ok;
}

}  // namespace

Outcome<std::unique_ptr<VectorDataset>> VectorDataset::open(const std::filesystem::path& path) {
    auto dataset = gdal::open_dataset(path, GDAL_OF_VECTOR,
                                      "cannot open as vector data (GeoJSON, GeoPackage, Shapefile, KML, CSV with WKT...)");
    if (!dataset) return failure(dataset.error());
    if ((*dataset)->GetLayerCount() == 0) return failure(fmt::format("{}: holds no vector layers", path.string()));
    return std::unique_ptr<VectorDataset>(new VectorDataset(std::move(dataset).value(), path));
}

VectorDataset::VectorDataset(gdal::Dataset dataset, std::filesystem::path path) : dataset_(std::move(dataset)), path_(std::move(path)) {
    for (int i = 0; i < dataset_->GetLayerCount(); ++i) layers_.push_back(describe(*dataset_->GetLayer(i)));
}

VectorDataset::~VectorDataset() = default;

VectorLayerRead VectorDataset::read(const std::string& layer_name, const std::string& target_crs) const {
    VectorLayer result;
    OGRLayer* layer = layer_name.empty() ? dataset_->GetLayer(0) : dataset_->GetLayerByName(layer_name.c_str());
    if (layer == nullptr) {
        std::vector<std::string> names;
        for (const VectorLayerInfo& info : layers_) names.push_back(info.name);
        return failure(fmt::format("{}: no layer \"{}\" (its layers: {})", path_.string(), layer_name, fmt::join(names, ", ")));
    }
    result.info = describe(*layer);
    const std::string where = fmt::format("{} (layer {})", path_.string(), result.info.name);

    std::unique_ptr<Reprojection> reprojection;
    if (!target_crs.empty()) {
        if (result.info.crs_wkt.empty()) {
            return failure(fmt::format("{}: the layer declares no coordinate reference system, so it cannot be carried into {}",
                                       where, crs_name(target_crs)));
        }
        if (!same_crs(result.info.crs_wkt, target_crs)) {
            auto between = Reprojection::between(result.info.crs_wkt, target_crs);
            if (!between) {
                return failure(fmt::format("{}: {}", where, between.error()));
            }
            reprojection = std::move(between).value();
        }
    }

    layer->ResetReading();
    const OGRFeatureDefn* definition = layer->GetLayerDefn();
    for (auto& ogr_feature : *layer) {
        VectorFeature feature;
        feature.fid = ogr_feature->GetFID();
        for (int i = 0; i < definition->GetFieldCount(); ++i) {
            if (!ogr_feature->IsFieldSetAndNotNull(i)) continue;
            feature.attributes.emplace_back(definition->GetFieldDefn(i)->GetNameRef(), ogr_feature->GetFieldAsString(i));
        }
        feature.geometry = from_ogr(ogr_feature->GetGeometryRef());
        if (reprojection && !reproject(feature.geometry, *reprojection)) {
            return failure(fmt::format("{}: feature {} has points that cannot be carried from {} into {}", where, feature.fid,
                                       crs_name(result.info.crs_wkt), crs_name(target_crs)));
        }
        result.features.push_back(std::move(feature));
    }
    return result;
}

}  // namespace sandtable
