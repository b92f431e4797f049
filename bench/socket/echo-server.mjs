#!/usr/bin/env node
// The baseline: a bare socket.io server on PORT that acks `chat` and sends the text back as
// `response`, the same events and payload shapes as the API's widget chat, with no work between.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.env.PORT ?? 0);
const httpServer = createServer((request, response) => {
  response.writeHead(request.url === '/health' ? 200 : 404).end();
});
const io = new Server(httpServer, { path: '/ws', serveClient: false });
let sequence = 0;

io.on('connection', (socket) => {
  socket.on('chat', (payload, ack) => {
    sequence += 1;
    const conversationId = 'echo';
    const messageId = String(sequence);
    ack?.({ ok: true, conversationId, messageId });
    socket.emit('response', {
      conversationId,
      message: {
        id: `${messageId}-reply`,
        conversationId,
        role: 'assistant',
        content: payload.message,
        clientMessageId: null,
        createdAt: new Date().toISOString(),
      },
    });
  });
});

httpServer.listen(port, '127.0.0.1');
