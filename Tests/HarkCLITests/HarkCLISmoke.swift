import Testing

@Suite struct HarkCLIPlaceholder {}
