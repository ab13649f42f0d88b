-- Neovim's own LSP client against `allfives lsp`, headless: run by tests/lsp/test_neovim.py, which reads
-- what it finds from the file g:allfives_args.result names.
local out = {}
local ok, err = pcall(function()
  local args = vim.g.allfives_args
  vim.cmd('autocmd BufRead,BufNewFile *.afn setfiletype afn')
  local id = vim.lsp.start_client({
    name = 'allfives', cmd = args.cmd, cmd_cwd = args.cwd, root_dir = args.cwd,
    init_options = { delay = 0.05 },
  })
  vim.cmd('edit ' .. args.file)
  vim.lsp.buf_attach_client(0, id)
  out.attached = vim.wait(30000, function() return #vim.diagnostic.get(0) > 0 end, 50)
  out.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    table.insert(out.diagnostics, { lnum = d.lnum, col = d.col, end_col = d.end_col, message = d.message, code = d.code, severity = d.severity })
  end
  local line = out.diagnostics[1].lnum
  local params = { textDocument = vim.lsp.util.make_text_document_params(), position = { line = line, character = args.hover_at or 4 } }
  local hover = vim.lsp.buf_request_sync(0, 'textDocument/hover', params, 20000)
  out.hover = hover[id].result.contents.value
  local cparams = { textDocument = vim.lsp.util.make_text_document_params(), position = { line = line + 1, character = args.complete_at or 6 } }
  local items = vim.lsp.buf_request_sync(0, 'textDocument/completion', cparams, 20000)[id].result.items
  out.completion = {}
  for _, item in ipairs(items) do table.insert(out.completion, item.label) end
  local aparams = { textDocument = vim.lsp.util.make_text_document_params(),
    range = { start = { line = line, character = 0 }, ['end'] = { line = line, character = 1 } },
    context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(0, line) } }
  local actions = vim.lsp.buf_request_sync(0, 'textDocument/codeAction', aparams, 20000)[id].result
  out.action = actions[1].title
  vim.lsp.util.apply_workspace_edit(actions[1].edit, 'utf-16')
  out.fixed_line = vim.api.nvim_buf_get_lines(0, line, line + 1, false)[1]
  out.cleared = vim.wait(30000, function() return #vim.diagnostic.get(0) == 0 end, 50)
  -- untidy a line, then format as the editor does
  vim.api.nvim_buf_set_lines(0, line, line + 1, false, { args.untidy or '  Ben   4-3    +15' })
  vim.lsp.buf.formatting_sync(nil, 20000)
  out.formatted_line = vim.api.nvim_buf_get_lines(0, line, line + 1, false)[1]
  -- the tree-sitter grammar in the same editor: its parser loaded, its highlight query run
  if args.parser ~= nil then
    vim.treesitter.require_language('afn', args.parser)
    local tree = vim.treesitter.get_parser(0, 'afn'):parse()[1]
    local query = vim.treesitter.parse_query('afn', args.highlights)
    out.captures = {}
    for capture, node in query:iter_captures(tree:root(), 0, line, line + 1) do
      local row, col = node:start()
      if row == line then
        table.insert(out.captures, { query.captures[capture], col, vim.treesitter.get_node_text(node, 0) })
      end
    end
    out.tree_error = tree:root():has_error()
  end
end)
out.error = ok and vim.NIL or tostring(err)
local file = io.open(vim.g.allfives_args.result, 'w')
file:write(vim.fn.json_encode(out))
file:close()
vim.cmd('qa!')
