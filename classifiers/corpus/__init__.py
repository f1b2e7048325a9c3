"""Training corpora written for the classifier, each independent of the others."""
