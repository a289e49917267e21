import Testing

@Suite struct HarkIntentsPlaceholder {}
