import { Route, Routes } from "react-router-dom";
import { NotFoundMessage } from "../../../components/ui/NotFoundMessage.tsx";
import ExerciseDetailPage from "./ExerciseDetailPage.tsx";
import ExerciseLibraryPage from "./ExerciseLibraryPage.tsx";
import { CategoryExercisesPage, MuscleGroupExercisesPage } from "./FilteredExercisesPage.tsx";

/**
 * Mounted at /dashboard/exercises/* (part 1 §2). The library's nested routes:
 * index (mode in `?mode=`), category/{categoryId}, muscle-group/{muscleGroupId} (decision 0050) and
 * {exerciseId}, which may be an id, an exercise_id code or a name slug.
 */
export default function ExercisesPage() {
  return (
    <Routes>
      <Route index element={<ExerciseLibraryPage />} />
      <Route path="category/:categoryId" element={<CategoryExercisesPage />} />
      <Route path="muscle-group/:muscleGroupId" element={<MuscleGroupExercisesPage />} />
      <Route path=":exerciseId" element={<ExerciseDetailPage />} />
      <Route path="*" element={<NotFoundMessage homePath="/dashboard/exercises" homeLabel="Back to exercises" />} />
    </Routes>
  );
}
