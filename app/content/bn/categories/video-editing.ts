export { videoEditing } from "../../categories/video-editing.ts"; // TEMP-STUB
