import EventStream
import PhotoCore

/// Binds the view models to the screen, one line each, all disposed with the app.
enum BrowserBindings {
    static func bind(_ app: BrowserApp, to environment: AppEnvironment) {
        // The view models arrive from the viewmodels branch; until then the screen runs unbound.
    }
}
