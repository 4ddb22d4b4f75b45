// Placeholder: the demo arrives with the console issue.
print("circles: the demo is not built yet")
