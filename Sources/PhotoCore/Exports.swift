// The app, the benchmarks and the tests import PhotoCore alone; it brings every layer's public
// API with it. The layers themselves import only what they depend on (Package.swift).
@_exported import ImagePipeline
@_exported import FolderSource
@_exported import OfflineLibrary
@_exported import OpenverseSource
@_exported import PersonalLibrary
@_exported import PhotoDownloads
@_exported import PhotoHTTP
@_exported import PhotoModel
@_exported import SaveHooks
@_exported import UnsplashSource
