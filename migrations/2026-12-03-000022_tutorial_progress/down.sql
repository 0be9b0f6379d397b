DROP TABLE tutorial_progress;
