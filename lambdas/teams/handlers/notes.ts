/** The farms function's note routes: a field's notes, and writing one (its farm's members are told). */
import { sendNotice } from '../../alerts';
import { ok, type Operations } from '../../platform/http';
import { createNote, fieldNotes } from '../services/notes';

export const noteOperations = {
  async listNotes(req) {
    return ok({ data: await fieldNotes(req.caller, req.params.fieldId, sendNotice) });
  },

  async createNote(req) {
    return ok({ data: await createNote(req.caller, req.params.fieldId, req.body, sendNotice) }, 201);
  },
} satisfies Partial<Operations<'farms'>>;
