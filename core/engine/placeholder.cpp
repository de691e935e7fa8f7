// The engine arrives with the engine issue.
